/*  Flesh and Blood: the last texts of the Fai and Prism Blitz Decks.

    Part of game.pl, included after card_texts_arakni.pl; it builds on
    card_texts_fai.pl (Draconic chain links, the return_phoenix_flame
    choice) and card_texts_rhinar_blitz.pl (what a turn has seen, recorded
    in the state's effects).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - what a turn has seen: a player has played a red card (FAB-742), a
      hero has been dealt damage (FAB-759), recorded in the state's
      effects for the rest of the turn;
    - Sash of Sandikai: destroyed, 1 resource point, only once its player
      has played a red card this turn (FAB-743);
    - Blaze Headlong: go again once its player has played another red
      card this turn (FAB-744);
    - Inflame: attacking after another red card, its player may return a
      Phoenix Flame from their graveyard to their hand (FAB-745);
    - Flamecall Awakening: attacking after another red card, its player
      may search their deck for a Phoenix Flame (the search_phoenix_flame
      choice, a search or a decline move; FAB-746, FAB-747);
    - Flameborn Retribution: defending after its player's hero has been
      dealt damage this turn, the same return (FAB-760);
    - Heat Wave: destroyed, the Phoenix Flames its player controls have
      +1 power for the rest of the turn (FAB-761; its Quell is
      card_texts_quell.pl's);
    - Herald of Ravages: its hit puts it into the soul (FAB-751) and deals
      1 arcane damage to the hero its player targets (the hit_target_hero
      choice, a target move; FAB-762, FAB-763);
    - Ode to Wrath: an opponent dealt damage by its player's source loses
      1 life, and its player's Illusionist attack action cards have go
      again (FAB-764; its Spectra: rulecheck's attacks target the hero).

    The Prism Blitz Deck's other cards (Iris of Reality: auras as weapons,
    read in card_texts_auraweapons.pl; Merciful Retribution, read in
    card_texts_merciful.pl; The Librarian: a mentor
    face down or up in the arsenal) are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, turn_record_words//3, not_asked_words/2,
   choice_action/2, choice_phase/2, pending_problem/4, choice_words//1, text_choice_words//2, move_words//3,
   rule_fact/4, fact_words//1, effect//4, choice_candidate/3,
   text_abilities/2, text_ability_effect/1, ability_text_resolved//5, link_go_again/2.

%   The texts read here (card_text_read/2):
%
%       ability_gain_after_red_card   Sash of Sandikai: "Instant - Destroy
%                               Sash of Sandikai: Gain {r}. Activate this
%                               ability only if you've played a red card
%                               this turn." (FAB-743)
%       go_again_after_another_red    Blaze Headlong: "If you've played
%                               another red card this turn, this gets go
%                               again." (FAB-744)
%       attack_after_another_red_may_return(Name)   Inflame: "When you
%                               attack with Inflame, if you've played
%                               another red card this turn, you may return
%                               a Phoenix Flame from your graveyard to your
%                               hand. Go again" (FAB-745; its go again is
%                               the keyword's)
%       attack_after_another_red_may_search(Name)   Flamecall Awakening:
%                               "When you attack with Flamecall Awakening,
%                               if you've played another red card this
%                               turn, you may search your deck for a
%                               Phoenix Flame, reveal it, put it into your
%                               hand, then shuffle. Go again" (FAB-746,
%                               FAB-747)
%       defend_after_damage_may_return(Name)   Flameborn Retribution:
%                               "When you defend with Flameborn
%                               Retribution, if you've been dealt damage
%                               this turn, you may return a Phoenix Flame
%                               from your graveyard to your hand. Go
%                               again" (FAB-760)
%       ability_named_power(Name, N)   Heat Wave: "Instant - Destroy Heat
%                               Wave: Phoenix Flames you control gain +1{p}
%                               until end of turn. Quell 1" (FAB-761)
%       hit_to_soul([]), hit_arcane_damage_target_hero(N)   Herald of
%                               Ravages: "When this hits, put it into your
%                               hero's soul and deal 1 arcane damage to
%                               target hero. Phantasm" (FAB-751, FAB-762)
%       damage_life_loss_illusionist_go_again(N)   Ode to Wrath: "Whenever
%                               a source you control deals damage to an
%                               opponent, they lose 1{h}. Illusionist
%                               attack action cards you control get go
%                               again. Spectra" (FAB-764)

card_text_read("Sash of Sandikai", ability_gain_after_red_card).
card_text_read("Blaze Headlong", go_again_after_another_red).
card_text_read("Inflame", attack_after_another_red_may_return("Phoenix Flame")).
card_text_read("Flamecall Awakening", attack_after_another_red_may_search("Phoenix Flame")).
card_text_read("Flameborn Retribution", defend_after_damage_may_return("Phoenix Flame")).
card_text_read("Heat Wave", ability_named_power("Phoenix Flame", 1)).

                 /*******************************
                 *     WHAT THE TURN HAS SEEN    *
                 *******************************/

rule('FAB-742', effect, "A red card played is recorded for the turn",
     "When a player plays a red card (its colour strip red: the printing's colour), the state records it for the rest of the turn in its effects ({kind: red_card_played, player, source: the card played}): the first red card a player plays this turn, and a second, other one (two records tell any card whether \"another\" red card was played; a third adds nothing). Sash of Sandikai, Blaze Headlong and Inflame read it (FAB-743 ... FAB-745), and count beside it the red cards the position itself shows played this turn: the attack cards of the player's chain links and the player's cards on the stack (the combat chain and the stack empty as the turn ends). Whatever else a player played earlier in a turn a position given in the middle of it says in its effects (the state's effects are the turn's history rulecheck reads, as for a beaten chest, FAB-674); else no other red card has been played. The record is written where a text that reads it could act this turn (record_reader/3): a card of the player whose text reads it (Sash of Sandikai, Blaze Headlong, Inflame) in any of their zones, on the combat chain or the stack, or a card of theirs the position does not show outside their deck (an unknown card in their hand or arsenal could be one); where the player has none, no card shown can read it this turn, and the record is left out. Not handled: a card that reads it drawn later this turn from a deck the position does not show finds no record of the red cards played before it was drawn, but for those still on the combat chain or the stack.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "CR 5.1 (playing a card: it is put on the stack), 2.1.1, 2.1.2 and 2.1.2a (a card's colour is its colour strip, independent of its pitch), 4.4.4 (this turn ends with it), 1.3.1b (a card played is controlled by the player who played it), 7.0.2 and 7.2.3 (an attack card on the combat chain was played this turn: the chain is open only during combat, in the action phase), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A card declared as a defending card is not played (CR 7.3.2): it is not recorded.")).

%!  red_played_ids(+State, +Player, -Ids:list) is det.
%
%   Ids are the ids of the red cards Player has played this turn, as far
%   as State tells (played_ids/5): its red_card_played records (FAB-742),
%   the attack cards of Player's chain links and Player's cards on the
%   stack.

red_played_ids(S, Who, Ids) :-
    played_ids(S, Who, "red_card_played", red_card, Ids).

%!  played_ids(+State, +Player, +Kind, :Is, -Ids:list) is det.
%
%   Ids are the ids of the cards Player has played this turn for which
%   call(Is, Card) holds, as far as State tells: the sources of the
%   turn's Kind records of theirs, the attack cards of their chain links
%   and their cards on the stack (a card still there, or attacking, counts
%   as played without its record).  The records of red cards (FAB-742),
%   'non-attack' action cards (FAB-1002) and attack action cards
%   (FAB-1009) are read so.

played_ids(S, Who, Kind, Is, Ids) :-
    findall(Id, played_id(S, Who, Kind, Is, Id), Ids0),
    sort(Ids0, Ids).

played_id(S, Who, Kind, _, Id) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, Kind),
    get_dict(player, E, Who0), Who0 == Who,
    get_dict(source, E, Id).
played_id(S, Who, _, Is, Id) :-
    chain_open(S),
    member(L, S.chain.links),
    key_value(controller, L, S.turn_player, C), C == Who,
    link_attack(L, A),
    call(Is, A),
    card_id(A, Id).
played_id(S, Who, _, Is, Id) :-
    key_value(stack, S, [], Layers),
    member(Layer, Layers),
    get_dict(controller, Layer, C), C == Who,
    layer_card(Layer, A),
    call(Is, A),
    card_id(A, Id).

%   red_card(+Card): Card is red (its printing's colour).
red_card(C) :-
    card_printing(C, _, Colour),
    Colour == "red".

%!  red_card_played(+State, +Player, +Other) is semidet.
%
%   Player has played a red card this turn other than the card whose id
%   is Other (an unbound Other: any red card) (FAB-742).

red_card_played(S, Who, Other) :-
    red_played_ids(S, Who, Ids),
    member(Id, Ids),
    Id \== Other,
    !.

%!  red_played_recorded(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: if it is red, the turn records it, up to two
%   records a player (FAB-742); card_texts.pl's played_text//5 calls it.

red_played_recorded(S0, Who, C, S) -->
    (   { red_card(C),
        record_reader(S0, Who, "red_card_played"),
        card_id(C, Id),
        findall(Src, ( effects(S0, Es), member(E, Es),
                       get_dict(kind, E, "red_card_played"),
                       get_dict(player, E, W), W == Who,
                       get_dict(source, E, Src) ), Srcs),
        length(Srcs, N), N < 2,
        \+ memberchk(Id, Srcs),
        add_effect(S0, _{kind:"red_card_played", player:Who, source:Id}, S)
      }
    ->  [ event('FAB-742', turn_recorded, _{player:Who, kind:"red_card_played", card:Id}) ]
    ;   { S = S0 }
    ).

turn_record_words("red_card_played", Who, L) -->   % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "~w has played a red card this turn (~w)"-[Who, L] ].

%!  record_reader(+State, +Player, +Kind:string) is semidet.
%
%   A text that reads the turn's record Kind of Player (FAB-742,
%   FAB-759) could act this turn: a card of Player's whose text reads it
%   (reads_record/2) in one of their zones, on the combat chain or the
%   stack, or a card of theirs State does not show outside their deck (an
%   unknown card of their hand or arsenal).  Where none could, no card
%   State shows can read the record this turn, so it is not written (the
%   unknown cards of a deck are left out: every position would record
%   every red card otherwise; a reader drawn from such a deck later in
%   the turn is the case FAB-742 names not handled).

record_reader(S, Who, Kind) :-
    record_player_card(S, Who, Zone, C),
    (   unknown_card(C)
    ->  Zone \== deck
    ;   text_read_name(C, Name),
        reads_record(Name, Kind)
    ),
    !.

%   record_player_card(+S, +Player, -Zone, -Card): a card of Player's zones, of their
%   chain links (attacking or defending) or of their layers on the stack.
record_player_card(S, Who, Zone, C) :-
    player(S, Who, P),
    member(Zone, [weapons, equipment, arena, deck, hand, arsenal, pitch, graveyard, banished, soul]),
    key_value(Zone, P, [], Cs),
    is_list(Cs),
    member(C, Cs).
record_player_card(S, Who, chain, C) :-
    chain_open(S),
    member(L, S.chain.links),
    (   key_value(controller, L, S.turn_player, W), W == Who,
        link_attack(L, C)
    ;   get_dict(defender, L, W), W == Who,
        key_value(defending, L, [], Ds), member(C, Ds)
    ).
record_player_card(S, Who, stack, C) :-
    key_value(stack, S, [], Layers),
    member(Layer, Layers),
    get_dict(controller, Layer, W), W == Who,
    layer_card(Layer, C).

%   reads_record(?Name, ?Kind): the text of the cards named Name reads
%   the turn's record Kind.
reads_record(Name, "red_card_played") :-
    member(T, [ability_gain_after_red_card, go_again_after_another_red,
               attack_after_another_red_may_return(_), attack_after_another_red_may_search(_)]),
    card_text_read(Name, T).
reads_record(Name, "damage_dealt") :-
    card_text_read(Name, defend_after_damage_may_return(_)).

rule('FAB-759', effect, "A hero dealt damage is recorded for the turn",
     "When damage is dealt to a player's hero (combat damage, arcane damage, a text's damage: what is left after prevention, more than 0), the state records it for the rest of the turn in its effects ({kind: damage_dealt, player: the hero's player}), once a player. Flameborn Retribution reads it (FAB-760), and counts beside it the damage the position itself shows dealt this turn: a chain link defended by the player with damage more than 0. Damage dealt earlier in a turn a position given in the middle of it says in its effects, as the other records of the turn (FAB-674, FAB-742); else none has been dealt. As FAB-742's, the record is written where a text that reads it could act this turn: a Flameborn Retribution of the player, or a card of theirs the position does not show outside their deck (the same case is not handled: a Flameborn Retribution drawn later this turn from a deck the position does not show finds no record of damage dealt before, but for the chain's).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "CR 1.9 (an event), 8.5.3 and 8.5.3d (to deal damage: the object loses life equal to the damage dealt; other life lost is not damage), 6.4.10 and 6.4.10a (prevention: damage prevented is not dealt), 4.4.4 (this turn ends with it), 7.5.2 (combat damage is dealt to the attack-target, the link's defender), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

message(record_player_unknown(Who)) -->
    [ "a record of the turn (a red card played, damage dealt, Heat Wave's power) names ~w, who is not a player of the game"-[Who] ].

%!  damage_recorded(+State0, +Player, +Damage, -State) is det.
%
%   Damage was dealt to Player's hero: more than 0, the turn records it,
%   once (FAB-759); keywords_defense.pl's life_lost/6 calls it.

damage_recorded(S0, Who, D, S) :-
    (   D > 0,
        record_reader(S0, Who, "damage_dealt"),
        \+ damage_record(S0, Who)
    ->  add_effect(S0, _{kind:"damage_dealt", player:Who}, S)
    ;   S = S0
    ).

damage_record(S, Who) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "damage_dealt"),
    get_dict(player, E, Who0), Who0 == Who,
    !.

%!  damage_dealt_this_turn(+State, +Player) is semidet.
%
%   Player's hero has been dealt damage this turn, as far as State tells:
%   its record (FAB-759), or a chain link Player defended with damage.

damage_dealt_this_turn(S, Who) :-
    (   damage_record(S, Who)
    ->  true
    ;   chain_open(S),
        member(L, S.chain.links),
        get_dict(defender, L, D), D == Who,
        get_dict(damage, L, N), integer(N), N > 0
    ->  true
    ).

                 /*******************************
                 *       SASH OF SANDIKAI       *
                 *******************************/

rule('FAB-743', constraint, "Sash of Sandikai: activated only once its player has played a red card this turn",
     "Sash of Sandikai's instant ability (its cost: destroy it, FAB-404) may be activated only by a player who has played a red card this turn (FAB-742: recorded, or shown on the combat chain or the stack); as it resolves they gain 1 resource point (the resolution of FAB-552).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Sash of Sandikai: \"Instant - Destroy Sash of Sandikai: Gain {r}. Activate this ability only if you've played a red card this turn.\" CR 5.2.1 (an activated ability's cost and effect), 5.2.1e (its activation condition, written at its end: the ability is activated only while it is met), 1.0.2a (\"only\" is a restriction), 5.2.2b and 5.1.5 (the activation is checked as legal before its costs are paid), 1.13.3a (an effect that grants resource points), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Sash of Sandikai",
               [_{type:"instant", limit:"none", cost:0, effect:"gain_resources", amount:1,
                  go_again:false, destroy_self:true}]).

broken('FAB-743', S, M, no_red_card_played(C, Who)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, _),
    text_read_name(C, Name),
    card_text_read(Name, ability_gain_after_red_card),
    Who = M.player,
    \+ red_card_played(S, Who, _).

%   FAB-743 concerns only activating Sash of Sandikai (rc_explain.pl).
moot('FAB-743', S, M) :-
    \+ ( activated_ability(S, M, _, C, _),
         text_read_name(C, Name),
         card_text_read(Name, ability_gain_after_red_card) ).

rule_fact('FAB-743', S, M, red_cards_played(Who, Ids)) :-
    get_dict(action, M, "activate"),
    Who = M.player,
    red_played_ids(S, Who, Ids).

fact_words(red_cards_played(Who, [])) --> !,
    [ "the position shows no red card ~w has played this turn (the turn's records, the combat chain, the stack)"-[Who] ].
fact_words(red_cards_played(Who, Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "the red cards ~w has played this turn, as the position shows them: ~w"-[Who, T] ].

message(no_red_card_played(C, Who)) -->
    { card_label(C, L) },
    [ "~w's ability may be activated only once ~w has played a red card this turn, and the position shows none played (its effects record none, and the combat chain and the stack hold none of theirs)"-[L, Who] ].

                 /*******************************
                 *        BLAZE HEADLONG        *
                 *******************************/

rule('FAB-744', effect, "Blaze Headlong: go again once its player has played another red card this turn",
     "An attack with Blaze Headlong has go again when its chain link resolves if its controller has then played a red card this turn other than it (FAB-742: recorded, or another red attack of theirs on the combat chain, or a red card of theirs on the stack: an attack reaction played after it counts); otherwise it has none (the go again the card data lists for it is this one).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Blaze Headlong: \"If you've played another red card this turn, this gets go again.\" CR 5.4.7 (a static ability with a condition applies while it holds), 7.6.2 and 8.3.5 (go again is read as the chain link resolves), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the condition when the link resolves, as it does Cinderskin Devotion's (FAB-730).")).

link_go_again(S, L) :-
    red_go_again(S, L, _).

%   red_go_again(+S, +Link, -Other): Link's attack gets go again by its
%   text: its controller has played Other, another red card (FAB-744).
red_go_again(S, L, Other) :-
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, go_again_after_another_red),
    card_id(A, AId),
    red_played_ids(S, L.controller, Ids),
    member(Other, Ids),
    Other \== AId,
    !.

%!  fai_prism_go_again_noted(+State, +Link)// is det.
%
%   Link resolves with go again Blaze Headlong's text gives it, or Ode to
%   Wrath's, Soul Reaping's, Dromai's for her dragons or The Hand that
%   Pulls the Strings': an event says so (FAB-744, FAB-764, FAB-1104,
%   FAB-1492, FAB-1438); else it says nothing.  card_texts_fai.pl's
%   fai_go_again_noted//2 calls it, before Kassai's and Fang's
%   (first_go_again_noted//3).

fai_prism_go_again_noted(S, L) -->
    (   { \+ get_dict(go_again, L, true),
          red_go_again(S, L, Other),
          link_attack(L, A), card_id(A, AId)
        }
    ->  [ event('FAB-744', red_go_again, _{player:L.controller, attack:AId, other:Other}) ]
    ;   { \+ get_dict(go_again, L, true),
          ode_go_again(S, L, Ode),
          link_attack_id(L, AId)                % card_texts_prism.pl
        }
    ->  [ event('FAB-764', ode_go_again, _{player:L.controller, attack:AId, ode:Ode}) ]
    ;   { \+ get_dict(go_again, L, true),
          finish4_soul_go_again(S, L, Soul),    % card_texts_finish4.pl: Soul Reaping (FAB-1104)
          link_attack_id(L, AId)
        }
    ->  [ event('FAB-1104', soul_go_again, _{player:L.controller, attack:AId, defender:L.defender, soul:Soul}) ]
    ;   { \+ get_dict(go_again, L, true),
          storm_dromai_go_again(S, L),          % card_texts_storm.pl: Dromai's dragons (FAB-1492)
          link_attack_id(L, AId)
        }
    ->  [ event('FAB-1492', storm_dragon_go_again, _{player:L.controller, attack:AId}) ]
    ;   hand2_go_again_noted(S, L)              % card_texts_hand2.pl (FAB-1438)
    ).

message(event(red_go_again, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.other, O) },
    [ "~w has go again: ~w has played another red card this turn (~w)"-[A, F.player, O] ].

                 /*******************************
                 *            INFLAME           *
                 *******************************/

rule('FAB-745', effect, "Inflame: attacking after another red card, its player may return a Phoenix Flame",
     "When Inflame attacks (its chain link opens) and its controller has played a red card this turn other than it (FAB-742), they may return a Phoenix Flame from their graveyard to their hand: where their graveyard holds one (or an unknown card), the position waits for their choice (return_phoenix_flame: a return move, FAB-735, or decline); with none, nothing happens. Without another red card it does nothing. Its go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Inflame: \"When you attack with Inflame, if you've played another red card this turn, you may return a Phoenix Flame from your graveyard to your hand. Go again\" CR 7.2.3 (the attack becomes a chain link: it attacks), 6.6 (a triggered effect; its condition is checked as it triggers), 1.8.3a (an optional effect: its player chooses), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Trade In's (FAB-737).")).

%!  fai_prism_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: Inflame's return (FAB-745), Heat
%   Wave's power (FAB-761); card_texts_fai.pl's fai_attack_text//4 calls
%   it.

fai_prism_attack_text(S0, Who, A, S) -->
    named_power_taken(S0, Who, A, S1),
    (   { text_read_name(A, Name0),
          card_text_read(Name0, attack_after_another_red_may_return(Name)),
          \+ game_over(S0, _),
          card_id(A, AId),
          red_card_played(S1, Who, AId)
        }
    ->  return_waits(S1, Who, A, Name, 'FAB-745', S)   % card_texts_fai.pl (FAB-735)
    ;   { text_read_name(A, Name0),
          card_text_read(Name0, attack_after_another_red_may_search(Name)),
          \+ game_over(S0, _),
          card_id(A, AId),
          red_card_played(S1, Who, AId)
        }
    ->  search_waits(S1, Who, A, Name, S)
    ;   { S = S1 }
    ).

                 /*******************************
                 *      FLAMECALL AWAKENING     *
                 *******************************/

rule('FAB-746', effect, "Flamecall Awakening: attacking after another red card, its player may search their deck for a Phoenix Flame",
     "When Flamecall Awakening attacks (its chain link opens) and its controller has played a red card this turn other than it (FAB-742), they may search their deck for a Phoenix Flame: where their deck holds a card, the position waits for their choice (search_phoenix_flame): a search move naming a Phoenix Flame of their deck (FAB-747) reveals it and puts it into their hand, a search move naming none fails to find (a deck is private: the player may always fail), and either is followed by the shuffle of their deck (nobody knows its order then: its cards become unknown cards of the position, their ids kept, as Katsu's search, FAB-566, does); a decline move does not search, and nothing is shuffled. With an empty deck the search fails and nothing waits. Without another red card it does nothing. Its go again is the keyword's. Not handled: where another choice already waits as it attacks, the search is not asked, and an event says so.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Flamecall Awakening: \"When you attack with Flamecall Awakening, if you've played another red card this turn, you may search your deck for a Phoenix Flame, reveal it, put it into your hand, then shuffle. Go again\" CR 7.2.3 (the attack becomes a chain link: it attacks), 6.6 (a triggered effect; its condition is checked as it triggers), 1.8.3a (an optional effect: its player chooses), 8.5.19, 8.5.19a and 8.5.19d (search: the player may fail to find; an empty zone, the search fails), 8.5.20 (shuffle), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Inflame's (FAB-745).")).

rule('FAB-747', constraint, "Flamecall Awakening's search finds a Phoenix Flame of its player's deck",
     "A search move answers the search_phoenix_flame choice (FAB-746): the card it names, if any, is in the deck of the player who searches and is a Phoenix Flame, or a card of that deck the position does not show (an unknown card: the move reveals it a Phoenix Flame, as the player who sees their deck does); a search move naming no card fails to find.",
     ruling("",
            "Flamecall Awakening: \"search your deck for a Phoenix Flame, reveal it\". CR 8.5.19 (the player looks at the cards of the zone and chooses one with the properties), 8.5.19a (they may fail to find), 1.8.6 (the player instructed by an effect determines its parameters), 2.7 (a card's name), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   search_waits(+S0, +Player, +Source, +Name, -S)//: Source attacked:
%   the position waits for Player's search of their deck for a card named
%   Name, where their deck holds a card (FAB-746).
search_waits(S0, Who, Src, Name, S) -->
    { player(S0, Who, P), card_id(Src, SId) },
    (   { key_value(deck, P, [], []) }
    ->  { S = S0 },
        [ event('FAB-746', nothing_to_search, _{player:Who, card:SId, name:Name}) ]
    ;   { \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"search_phoenix_flame", player:Who, controller:Who, source:Src}) },
        [ event('FAB-746', phoenix_search_waits, _{player:Who, card:SId, name:Name}) ]
    ;   { S = S0 },
        [ event('FAB-746', choice_not_asked, _{player:Who, card:SId, choice:"search_phoenix_flame"}) ]
    ).

not_asked_words("search_phoenix_flame", "whether to search their deck for a Phoenix Flame").

choice_action("search_phoenix_flame", "search").
choice_action("search_phoenix_flame", "decline").
choice_phase("search_phoenix_flame", "action").

pending_problem(S, Pd, [player], nothing_to_search(P)) :-      % FAB-746
    Pd.choice == "search_phoenix_flame",
    get_dict(player, Pd, P),
    player(S, P, PP),
    key_value(deck, PP, [], []).

broken('FAB-747', S, M, Reason) :-
    get_dict(action, M, "search"),
    pending(S, Pd),
    Pd.choice == "search_phoenix_flame",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    string(Id),
    named_search_wrong(S, Who, Id, "Phoenix Flame", Wrong),   % card_texts_hidden.pl
    (   Wrong == not_in_deck
    ->  Reason = phoenix_search_not_in_deck(Who, Id)
    ;   Wrong = not_named(C),
        Reason = phoenix_search_not_named(C)
    ).

moot('FAB-747', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "search_phoenix_flame" ).
moot('FAB-568', S, _) :-                        % Katsu's search (card_texts_katsu_rest.pl) is not this one
    pending(S, Pd), Pd.choice == "search_phoenix_flame".

rule_fact('FAB-747', S, M, phoenix_flames_in_deck(Who, Known, Unknown)) :-
    pending(S, Pd),
    Pd.choice == "search_phoenix_flame",
    Who = M.player,
    named_search_shown(S, Who, "Phoenix Flame", Known, Unknown).   % card_texts_hidden.pl

fact_words(phoenix_flames_in_deck(Who, Known, Unknown)) -->
    { maplist(card_label, Known, Ls), atomic_list_concat(Ls, ', ', T) },
    (   { Known == [] }
    ->  [ "~w's deck shows no Phoenix Flame, and holds ~d card(s) the position does not show"-[Who, Unknown] ]
    ;   [ "the Phoenix Flames of ~w's deck that the position shows: ~w; it holds ~d card(s) the position does not show"-[Who, T, Unknown] ]
    ).

effect(search, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "search_phoenix_flame",
      Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      player(S1, Who, P0)
    },
    (   { get_dict(card, M, Id), string(Id),
          named_search_found(P0, Id, _{name:"Phoenix Flame", color:"red"}, _, P2)   % card_texts_hidden.pl
        }
    ->  [ event('FAB-746', phoenix_flame_found, _{player:Who, card:Id, by:By}) ]
    ;   { P2 = P0 },
        [ event('FAB-746', phoenix_flame_not_found, _{player:Who, by:By}) ]
    ),
    { maplist(unknown_of, P2.deck, Deck),       % card_texts_rhinar_dorinthea.pl (FAB-564)
      set_player(S1, P2.put(deck, Deck), S)
    },
    [ event('FAB-746', deck_shuffled, _{player:Who, by:By}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "search_phoenix_flame",
      choice_answered(S0, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-746', no_phoenix_search, _{player:M.player, by:By}) ].

%   The candidates: a search naming each Phoenix Flame of the deck the
%   position shows and its first card it does not show (they are alike),
%   a search naming none, a decline.
choice_candidate("search", S, M) :-
    pending(S, Pd),
    Pd.choice == "search_phoenix_flame",
    Who = Pd.player,
    (   M = _{player:Who, action:"search"}
    ;   named_search_card(S, Who, "Phoenix Flame", Id),   % card_texts_hidden.pl
        M = _{player:Who, action:"search", card:Id}
    ).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "search_phoenix_flame",
    Who = Pd.player.

message(event(nothing_to_search, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks: ~w's deck is empty, so the search for a ~w fails"-[L, F.player, F.name] ].
message(event(phoenix_search_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks after another red card: ~w may search their deck for a ~w (a search move naming it or none, or decline)"-[L, F.player, F.name] ].
message(event(phoenix_flame_found, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w finds a Phoenix Flame (~w) for ~w, reveals it and puts it into their hand"-[F.player, F.card, By] ].
message(event(phoenix_flame_not_found, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w finds no Phoenix Flame for ~w"-[F.player, By] ].
message(event(no_phoenix_search, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w does not search their deck for ~w"-[F.player, By] ].
message(phoenix_search_not_in_deck(Who, Id)) -->
    [ "there is no card ~w in ~w's deck: Flamecall Awakening searches the deck"-[Id, Who] ].
message(phoenix_search_not_named(C)) -->
    { card_label(C, L) },
    [ "~w is not a Phoenix Flame: Flamecall Awakening searches for a Phoenix Flame"-[L] ].
message(nothing_to_search(P)) -->
    [ "~w's deck is empty: Flamecall Awakening's search does not wait"-[P] ].
message(no_choice_waits("search_phoenix_flame")) -->
    [ "no search for a Phoenix Flame waits: search answers Flamecall Awakening as it attacks, or Katsu's search" ].

choice_words("search_phoenix_flame") --> [ "whether to search their deck for a Phoenix Flame (a search move naming it or none, or a decline move)" ].
text_choice_words("search_phoenix_flame", Source) -->
    [ "the Phoenix Flame to find, for ~w (search, decline)"-[Source] ].

move_words("search", S, M) -->
    { pending(S, Pd), Pd.choice == "search_phoenix_flame" },
    (   { get_dict(card, M, Id), string(Id), player(S, M.player, P),
          card_with_id(P.deck, Id, C), unknown_card(C), id_label(P, Id, L) }
    ->  [ M.player, " finds ", L, ", reveals it a Phoenix Flame and puts it into their hand, then shuffles their deck" ]
    ;   { get_dict(card, M, Id), string(Id), player(S, M.player, P), id_label(P, Id, L) }
    ->  [ M.player, " finds ", L, ", reveals it and puts it into their hand, then shuffles their deck" ]
    ;   [ M.player, " finds no Phoenix Flame, then shuffles their deck" ]
    ).
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "search_phoenix_flame",
      card_label(Pd.source, Src)
    },
    [ M.player, " does not search their deck for ", Src ].

                 /*******************************
                 *     FLAMEBORN RETRIBUTION    *
                 *******************************/

rule('FAB-760', effect, "Flameborn Retribution: defending after damage this turn, its player may return a Phoenix Flame",
     "When Flameborn Retribution defends (a defend move declares it) and its player's hero has been dealt damage this turn (FAB-759), they may return a Phoenix Flame from their graveyard to their hand: where their graveyard holds one (or an unknown card), the position waits for their choice (return_phoenix_flame: a return move, FAB-735, or decline); with none, nothing happens. With no damage dealt it does nothing. Its go again is the keyword's (a defending card's go again does nothing). Not handled: where another choice already waits (a Flex defending beside it), the return is not asked, and an event says so.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Flameborn Retribution: \"When you defend with Flameborn Retribution, if you've been dealt damage this turn, you may return a Phoenix Flame from your graveyard to your hand. Go again\" CR 7.0.5a (the defend event as a card defends), 6.6 (a triggered effect; its condition is checked as it triggers), 1.8.3a (an optional effect: its player chooses), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the defenders are declared, as it does Flex's (FAB-739).")).

%!  fai_prism_defend_text(+State0, +Player, +Cards, -State)// is det.
%
%   Player declared Cards as defending cards: each Flameborn Retribution
%   among them, after damage this turn, may return a Phoenix Flame
%   (FAB-760); card_texts_fai.pl's fai_defend_text//4 calls it.

fai_prism_defend_text(S0, Who, Cards, S) -->
    { include(damage_return_text, Cards, Rs) },
    damage_returns(Rs, Who, S0, S).

damage_return_text(C) :-
    text_read_name(C, Name),
    card_text_read(Name, defend_after_damage_may_return(_)).

damage_returns([], _, S, S) --> [].
damage_returns([C|Cs], Who, S0, S) -->
    (   { damage_dealt_this_turn(S0, Who),
          \+ game_over(S0, _),
          text_read_name(C, Name0),
          card_text_read(Name0, defend_after_damage_may_return(Name)),
          card_id(C, Id)
        }
    ->  [ event('FAB-759', damage_dealt_read, _{player:Who, card:Id}) ],
        return_waits(S0, Who, C, Name, 'FAB-760', S1)   % card_texts_fai.pl (FAB-735)
    ;   { S1 = S0 }
    ),
    damage_returns(Cs, Who, S1, S).

message(event(damage_dealt_read, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends: ~w's hero has been dealt damage this turn"-[L, F.player] ].

                 /*******************************
                 *           HEAT WAVE          *
                 *******************************/

rule('FAB-761', effect, "Heat Wave: destroyed, the Phoenix Flames its player controls have +1 power this turn",
     "Heat Wave's instant ability (its cost: destroy it, FAB-404), as it resolves, makes an effect that lasts the rest of the turn ({kind: named_power, player, name: Phoenix Flame, amount: 1, source}): every Phoenix Flame its player controls has +1 power while it lasts: the attacking Phoenix Flame of the active chain link at once (its power_bonus), and each Phoenix Flame of theirs that becomes a chain link later this turn (one on the stack as it resolves, or one played afterwards) as its link opens. A Phoenix Flame in a hand, a deck or a graveyard is controlled by no one and gets nothing while there; a defending card's power deals no damage. Its Quell is card_texts_quell.pl's (FAB-648).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Heat Wave: \"Instant - Destroy Heat Wave: Phoenix Flames you control gain +1{p} until end of turn. Quell 1\" CR 6.2.2 and 6.2.2a (a layer-continuous effect, generated as the ability resolves, lasting \"until end of turn\"), 6.2.2b (an effect may apply to an object that does not yet exist), 6.3.5 and 6.3.5a (continuous effects are applied dynamically: an object that becomes eligible is added to the set the effect applies to), 1.3.1b (a card has a controller only in the arena, the combat chain included, or on the stack), 3.0.9 (moving from the stack to the combat chain keeps the object: neither resets it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Ruling: the card does not name the Phoenix Flames it reaches; the CR applies its effect dynamically (6.3.5a), so rulecheck applies it to every Phoenix Flame its player controls until the turn ends, those played after it resolved too, and not only to those they controlled as it resolved.")).

text_abilities("Heat Wave",
               [_{type:"instant", limit:"none", cost:0, effect:"named_power", amount:1,
                  go_again:false, destroy_self:true}]).

text_ability_effect("named_power").

ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "named_power",
      (   state_card(S0, Src0), card_id(Src0, Id0), Id0 == Id -> Src = Src0 ; Src = _{name:"Heat Wave"} ),
      get_dict(name, Src, SName),
      card_text_read(SName, ability_named_power(Name, N)),
      add_effect(S0, _{kind:"named_power", player:Who, name:Name, amount:N, source:Id}, S1)
    },
    [ event('FAB-761', named_power_made, _{player:Who, card:Id, name:Name, amount:N}) ],
    (   { active_link(S1, Link),
          Link.controller == Who,
          \+ get_dict(damage, Link, _),
          link_attack(Link, A),
          get_dict(name, A, Name),
          card_id(A, AId),
          active_link_replaced(S1, Link, Link1, S),
          key_value(power_bonus, Link, 0, B0),
          B is B0 + N,
          Link1 = Link.put(power_bonus, B)
        }
    ->  [ event('FAB-761', named_power_applied, _{player:Who, attack:AId, amount:N}) ]
    ;   { S = S1 }
    ).

%   named_power_taken(+S0, +Player, +Attack, -S)//: Attack, Player's,
%   just opened its chain link: each named_power effect of Player naming
%   it adds its power (FAB-761).
named_power_taken(S0, Who, A, S) -->
    (   { get_dict(name, A, Name),
          effects(S0, Es),
          aggregate_all(sum(N), ( member(E, Es),
                                  get_dict(kind, E, "named_power"),
                                  get_dict(player, E, W), W == Who,
                                  get_dict(name, E, Name),
                                  get_dict(amount, E, N) ), Sum),
          Sum > 0
        }
    ->  link_power_gained(S0, Who, A, 'FAB-761', named_power_applied, _{amount:Sum}, Sum, S)   % card_texts_benji_blitz.pl
    ;   { S = S0 }
    ).

message(event(named_power_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: every ~w ~w controls has +~d power until the end of the turn"-[L, F.name, F.player, F.amount] ].
message(event(named_power_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: Heat Wave's effect on the Phoenix Flames ~w controls"-[L, F.amount, F.player] ].

                 /*******************************
                 *       HERALD OF RAVAGES      *
                 *******************************/

card_text_read("Herald of Ravages", hit_to_soul([])).                 % card_texts_prism.pl (FAB-751)
card_text_read("Herald of Ravages", hit_arcane_damage_target_hero(1)).

rule('FAB-762', effect, "Herald of Ravages: when it hits, 1 arcane damage to the hero its player targets",
     "When Herald of Ravages hits (and goes to its player's soul, FAB-751), its controller chooses a target hero, either player's, theirs too: the position waits for their choice (the pending choice hit_target_hero, amount 1, its source Herald of Ravages), which a target move naming a hero answers (FAB-763). Targeting the other player's hero, 1 arcane damage is dealt to it as any arcane damage is: that player's prevention choice first where they have one (FAB-526), Ward (FAB-524); targeting their own hero, it is dealt to it, Ward applying. Not handled: where another choice already waits as it hits, the target is not asked and no damage is dealt, and an event says so; the prevention of a player's arcane damage to their own hero is not asked (an event says so where they could prevent it).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Herald of Ravages: \"When this hits, put it into your hero's soul and deal 1 arcane damage to target hero. Phantasm\" CR 7.5.5 (a hit), 6.6 (a triggered effect), 1.8.5 and 6.6.6a (a target is declared as the triggered-layer is added to the stack: any hero, its controller's own included), 1.8.6 (the controller of the effect determines its parameters), 8.5.3 (deal damage), 6.4.10 (prevention), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the target is named, as it does the other texts of a hit.")).

rule('FAB-763', constraint, "The target of Herald of Ravages' arcane damage is a hero",
     "A target move answers the hit_target_hero choice (FAB-762): its card is the id of a player's hero, either player's.",
     ruling("",
            "Herald of Ravages: \"deal 1 arcane damage to target hero\". CR 1.8.5 and 1.8.5a (a target is a public object the effect can affect: a hero), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  ravages_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit and went to the soul: if its
%   text deals arcane damage to a target hero, the position waits for
%   its controller's target (FAB-762); card_texts_prism.pl's
%   prism_hit_text//4 calls it.

ravages_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_arcane_damage_target_hero(N)),
          \+ game_over(S0, _),
          card_id(A, AId),
          Who = L.controller
        }
    ->  (   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"hit_target_hero", player:Who, controller:Who, source:A, amount:N}) },
            [ event('FAB-762', target_hero_waits, _{player:Who, card:AId, amount:N}) ]
        ;   { S = S0 },
            [ event('FAB-762', choice_not_asked, _{player:Who, card:AId, choice:"hit_target_hero"}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("hit_target_hero", "which hero to target, and no arcane damage is dealt").

choice_action("hit_target_hero", "target").
choice_phase("hit_target_hero", "action").

%   target_hero_player(+S, +Id, -Player): Id is the id of Player's hero.
target_hero_player(S, Id, Who) :-
    players(S, Ps),
    member(P, Ps),
    get_dict(hero, P, H),
    card_id(H, Id0), Id0 == Id,
    !,
    Who = P.name.

broken('FAB-763', S, M, not_a_hero_target(Id)) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "hit_target_hero",
    get_dict(card, M, Id),
    \+ target_hero_player(S, Id, _).

moot('FAB-763', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hit_target_hero" ).

rule_fact('FAB-763', S, _, heroes_targetable(Ids)) :-
    pending(S, Pd),
    Pd.choice == "hit_target_hero",
    findall(Id, ( players(S, Ps), member(P, Ps), get_dict(hero, P, H), card_id(H, Id) ), Ids).

fact_words(heroes_targetable(Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "the heroes it may target: ~w"-[T] ].

effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hit_target_hero",
      Who = M.player,
      choice_answered(S0, S1),
      target_hero_player(S1, M.card, T),
      card_id(Pd.source, SId),
      N = Pd.amount
    },
    [ event('FAB-762', hero_targeted, _{player:Who, card:SId, target:T}) ],
    (   { T \== Who }
    ->  arcane_damage(S1, Pd.source, Who, N, S)                 % choices.pl (FAB-526, FAB-210)
    ;   (   { arcane_choice(S1, Who) }
        ->  [ event('FAB-762', own_prevention_not_asked, _{player:Who, card:SId}) ]
        ;   []
        ),
        own_arcane_damage(S1, Pd.source, Who, N, S)
    ).

%   own_arcane_damage(+S0, +Source, +Player, +N, -S)//: Source, Player's,
%   deals N arcane damage to Player's own hero, Ward applying (FAB-762).
own_arcane_damage(S00, C, Who, N0, S) -->
    oscilio_amped(S00, C, Who, N0, S0, N),         % card_texts_oscilio.pl: amp, Chorus (FAB-1316, FAB-1320)
    (   { ward_order_needed(S0, dsrc(C, Who), Who, N)   % keywords_defense.pl: the player orders Ward
        ; wiz_shelter_order_needed(S0, dsrc(C, Who), Who, N) }   % card_texts_wizard.pl: and Arcane Shelter (FAB-1485)
    ->  ward_choice(S0, Who, Who, N, _{of:"arcane", source:C, initial:N}, S)
    ;   wiz_sheltered(S0, Who, N, N1, S0w),     % card_texts_wizard.pl: Arcane Shelter (FAB-1485)
        hero_damaged(S0w, dsrc(C, Who), Who, N1, D, Lost, Life, S1),
        arcane_damage_done(S1, C, Who, Who, N, D, Lost, Life, S)   % choices.pl (FAB-210)
    ).

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "hit_target_hero",
    Who = Pd.player,
    players(S, Ps),
    member(P, Ps),
    get_dict(hero, P, H),
    card_id(H, Id).

message(event(target_hero_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w hits: ~w chooses the hero its ~d arcane damage targets (a target move naming either hero)"-[L, F.player, F.amount] ].
message(event(hero_targeted, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w targets ~w's hero with ~w's arcane damage"-[F.player, F.target, L] ].
message(event(own_prevention_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's arcane damage to ~w's own hero: ~w is not asked whether to prevent it (not done)"-[L, F.player, F.player] ].
message(not_a_hero_target(Id)) -->
    [ "~w is not a hero: Herald of Ravages' arcane damage targets a hero (CR 1.8.5a)"-[Id] ].
message(no_choice_waits("hit_target_hero")) -->
    [ "no target waits: target answers Herald of Ravages' arcane damage as it hits" ].

choice_words("hit_target_hero") --> [ "the hero a hit's arcane damage targets (a target move)" ].
text_choice_words("hit_target_hero", Source) -->
    [ "the hero ~w's arcane damage targets (target)"-[Source] ].

move_words("target", S, M) -->
    { pending(S, Pd), Pd.choice == "hit_target_hero",
      card_label(Pd.source, Src),
      (   target_hero_player(S, M.card, T) -> true ; T = M.card )
    },
    [ M.player, " targets ", T, "'s hero with ", Src, "'s arcane damage" ].

                 /*******************************
                 *          ODE TO WRATH        *
                 *******************************/

card_text_read("Ode to Wrath", damage_life_loss_illusionist_go_again(1)).

rule('FAB-764', effect, "Ode to Wrath: an opponent dealt damage by its player's source loses 1 life; Illusionist attack action cards go again",
     "While Ode to Wrath (its text read) is in its player's arena: (1) whenever a source they control deals damage to the other player's hero (the damage dealt, more than 0, after prevention: an attack's combat damage, arcane damage, a defending card's damage), that player loses 1 life for each such Ode to Wrath (life lost is not damage: Ward and Quell prevent none of it; a hero at 0 life loses, FAB-701); (2) each Illusionist attack action card they control (its printed class, or the class Phantasmify gives its link, FAB-753) has go again as its chain link resolves (one that hit and left for the soul, FAB-751, by its last known information). Its Spectra: it can be the target of an attack, and as it becomes one it is destroyed; rulecheck's attacks target the opposing hero (no move names another attack-target), so an attack never targets it. Not read: a hit's text damage (One-Two Punch's, FAB-642), a Ninja card no Illusionist's deck holds.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Ode to Wrath: \"Whenever a source you control deals damage to an opponent, they lose 1{h}. Illusionist attack action cards you control get go again. Spectra\" CR 6.6 (a triggered effect), 1.9 (an event: damage dealt), 8.5.12a, 8.5.12b and 8.5.3d (to lose life is not to be dealt damage), 5.4.7 and 6.2.3 (a static ability applies while its source is in the arena), 8.3.5 and 7.6.2 (go again, read as the chain link resolves), 8.3.14, 8.3.14a and 8.3.14b (Spectra), 1.4.5 and 1.4.5a (an attack-target is declared as the attack is put on the stack: an attackable object of an opponent's; the opposing hero in rulecheck's games), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does a Runechant's (FAB-210).")).

%   odes(+S, +Player, -N): Player's arena holds N cards whose text is Ode
%   to Wrath's (FAB-764).
odes(S, Who, N) :-
    player(S, Who, P),
    key_value(arena, P, [], Arena),
    aggregate_all(count, ( member(C, Arena),
                           text_read_name(C, Name),
                           card_text_read(Name, damage_life_loss_illusionist_go_again(_)) ), N).

%!  ode_life_loss(+State0, +Player, +Target, +Damage, -State)// is det.
%
%   A source Player controls dealt Damage to Target's hero: for each Ode
%   to Wrath of Player's, Target, Player's opponent, loses 1 life
%   (FAB-764); effects.pl's combat damage, choices.pl's arcane damage and
%   card_texts_rhinar_dorinthea.pl's text damage call it.

ode_life_loss(S0, Who, Target, D, S) -->
    (   { D > 0,
          Target \== Who,
          odes(S0, Who, K),
          K > 0,
          player(S0, Target, P0),
          Life is max(0, P0.life - K),
          Lost is P0.life - Life,
          set_player(S0, P0.put(life, Life), S)
        }
    ->  [ event('FAB-764', ode_life_lost, _{player:Who, target:Target, amount:Lost, life:Life}) ]
    ;   { S = S0 }
    ).

message(event(ode_life_lost, F, _)) -->
    [ "~w's Ode to Wrath: a source of ~w's dealt damage to ~w's hero, who loses ~d life (~d now)"-[F.player, F.player, F.target, F.amount, F.life] ].

link_go_again(S, L) :-
    ode_go_again(S, L, _).

%   ode_go_again(+S, +Link, -Ode): Link's attack is an Illusionist attack
%   action card, and its controller's Ode to Wrath gives it go again
%   (FAB-764).
ode_go_again(S, L, Ode) :-
    link_attack_seen(S, L, A),                  % card_texts_prism.pl (FAB-751)
    card_type(A, "attack action"),
    (   illusionist(A)                          % keywords_attack.pl
    ->  true
    ;   get_dict(classes_gained, L, Gs), memberchk("Illusionist", Gs)
    ),
    player(S, L.controller, P),
    key_value(arena, P, [], Arena),
    member(C, Arena),
    text_read_name(C, Name),
    card_text_read(Name, damage_life_loss_illusionist_go_again(_)),
    card_id(C, Ode),
    !.

message(event(ode_go_again, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.ode, O) },
    [ "~w has go again: an Illusionist attack action card of ~w's, while ~w is in their arena"-[A, F.player, O] ].
