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
      (Vigor) token." (FAB-855).

    The decks' other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, rule_fact/4, effect//4,
   choice_candidate/3, choice_action/2, choice_phase/2, choice_words//1, text_choice_words//2,
   move_words//3.

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
     "Where a clash reveals a top card the position does not show (an unknown card), rulecheck does not guess it: the position waits (the pending choice clash: its player the other clashing player, its controller the player whose effect clashes, its source the card that clashes, in `cards` the cards of that defence still to clash). The judge names the revealed cards in the position (FAB-106), and a clash move of the choice's player then resolves the clash (FAB-852) and what follows it. A clash move while a top card is still not shown is refused.",
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
    ;   { pending(S0, Pd), Pd.choice == "clash" }
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
        clash_prize(Src, Who, Opp, Winner, S0, S1),
        clash_won_text(S1, Winner, S)           % FAB-855: its triggered-layer resolves after
    ;   { pending(S0, _) }
    ->  { S = S0 },
        [ event('FAB-853', clash_not_asked, _{player:Who, by:SId}) ]
    ;   { once(clash_unknown_top(S0, [Who, Opp], UWho, UId)),
          S = S0.put(pending, _{choice:"clash", player:Opp, controller:Who, source:Src, cards:[]})
        },
        [ event('FAB-853', clash_waits, _{player:Who, with:Opp, by:SId, unknown:UId, of:UWho}) ]
    ).

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
    ->  tokens_made([T], 'FAB-854', clash_token_made, Winner, SId, S0, S)   % card_texts_rhinar_blitz.pl
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
    ;   { S = S0 }
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
message(clash_tops(Tops)) -->
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

%!  effect_defense_bonus(+State, +Card, -Bonus:integer) is det.
%
%   The defense effects of the turn give Card: the sum of the amounts of
%   the defense_gained effects naming it (FAB-858).

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
