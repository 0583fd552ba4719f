/*  Flesh and Blood: the last texts of four preconstructed Blitz decks.

    Part of game.pl, included after card_texts_arakni.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose
    whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - Run into Trouble (the Kayo Blitz Deck): defending while its player
      controls an Agility token, it deals 1 damage to the attacking hero
      (FAB-692);
    - Amulet of Ice (the Oldhim Blitz Deck): its instant ability,
      destroying it, has its target hero discard a card unless they pay 2
      (FAB-693), only once its player has Ice fused this turn (FAB-694);
      an Ice fusion is recorded for the turn (FAB-695), and where a
      position records none though a card of the player's graveyard may
      have been fused this turn, the activation is unknown, naming it;
    - Oldhim (the Oldhim Blitz Deck): his defense reaction ability, paid
      with an Earth card pitched, prevents the next 2 damage to him this
      turn; with an Ice card pitched, the attacking hero puts a card from
      hand on top of their deck (FAB-696, FAB-698); a prevention shield
      applies beside Ward in the order its player chooses (FAB-697);
    - Peace of Mind (the Uzuri Blitz Deck): the next damage of combat to
      its player's hero, whenever it comes, has 4 (red), 3 (yellow) or 2
      (blue) of it prevented, and a Ponder token is created (FAB-699);
    - Mask of Malicious Manifestations (the Arakni Blitz Deck): its action
      ability, costing 1 resource point, a card of the hand or arsenal put
      on the bottom of the deck and its own destruction (the printed card,
      where the card data gives cost 0 and no destruction), reveals the
      deck's cards from the top until an attack action card, which goes to
      the hand, then the deck is shuffled (FAB-704 ... FAB-706).

    Not read here: Hurl and Uzuri (docs/games/flesh-and-blood.md says
    why).  The decks' other cards are read elsewhere, or not at all: their text
    stays an assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, rule_fact/4, message//1, effect//4, choice_action/2,
   choice_phase/2, choice_candidate/3, pending_problem/4, broken/4, not_asked_words/2,
   text_abilities/2, text_ability_effect/1, ability_text_resolved//5, targeting/4,
   allowed_by_text/5, fact_words//1, turn_record_words//3, moot/3, choice_words//1,
   text_choice_words//2, move_words//3, fused_record_kind/3.

%   The texts read here (card_text_read/2):
%
%       defends_with_token_damages(Token, N)   Run into Trouble: "When
%                               this defends, if you control an Agility
%                               token, deal 1 damage to the attacking
%                               hero." (FAB-692)
%       ability_target_hero_discards_unless_pay_if_fused(Talent, Cost)
%                               Amulet of Ice: "Instant - Destroy Amulet
%                               of Ice: Target hero discards a card
%                               unless they pay {r}{r}. Activate this
%                               ability only if you have Ice fused this
%                               turn." (FAB-693, FAB-694; its go again is
%                               the keyword's)
%       ability_pitched_talents(Earth, Ice)   Oldhim: "Essence of Earth
%                               and Ice. Once per Turn Defense Reaction -
%                               {r}{r}{r}: If an Earth card is pitched
%                               this way, prevent the next 2 damage that
%                               would be dealt to Oldhim this turn. If an
%                               Ice card is pitched this way, the
%                               attacking hero puts a card from their
%                               hand on top of their deck." (FAB-696 ...
%                               FAB-698; Essence: the hero's talents, his
%                               card-pool)
%       next_physical_prevented_and_ponder(Amounts)   Peace of Mind: "The
%                               next time you would be dealt {p} damage,
%                               prevent 4 of that damage. Create a Ponder
%                               token." (red; 3 yellow, 2 blue; FAB-699)
%       ability_reveal_attack_action_to_hand   Mask of Malicious
%                               Manifestations: "Action - {r}, put a card
%                               from your hand or arsenal on the bottom of
%                               your deck, destroy Mask of Malicious
%                               Manifestations: Reveal cards from the top
%                               of your deck until you reveal an attack
%                               action card. Put it into your hand, then
%                               shuffle. Go again. Blade break" (FAB-704 ...
%                               FAB-706; Blade Break is the keyword's)

card_text_read("Run into Trouble", defends_with_token_damages("Agility", 1)).
card_text_read("Amulet of Ice", ability_target_hero_discards_unless_pay_if_fused("Ice", 2)).
card_text_read("Oldhim", ability_pitched_talents(prevent_next(2), attacker_hand_to_top)).
card_text_read("Peace of Mind", next_physical_prevented_and_ponder([4, 3, 2])).
card_text_read("Mask of Malicious Manifestations", ability_reveal_attack_action_to_hand).

                 /*******************************
                 *        RUN INTO TROUBLE      *
                 *******************************/

rule('FAB-692', effect, "Run into Trouble: defending while its player controls an Agility token, 1 damage to the attacking hero",
     "When Run into Trouble is declared as a defender (FAB-502) and its player controls an Agility token then (their arena's), it deals 1 damage to the hero of the attacking player, the controller of the active chain link: that hero's Ward permanents and Quell apply (FAB-524, FAB-648, their order or payment asked where it decides, as Steelblade Shunt's damage, FAB-584), and a hero left at 0 life loses (FAB-701). Without an Agility token it deals none, and an event says so. Where another choice already waits as it defends and the damage would wait for one too, the damage is left out (not done) and an event says so.",
     ruling("Захист - ... Ви можете захищатися картками з руки.",
            "Run into Trouble (Heavy Hitters HVY161, the Kayo Blitz Deck KYO015), as printed and as Legend Story Studios' card database (cards.fabtcg.com) gives it: \"When this defends, if you control an Agility token, deal 1 damage to the attacking hero.\" CR 7.3.2 (defending cards are declared in the Defend Step), 6.6 and 6.6.5b (a triggered effect; the state of its condition is checked as the event occurs), 1.3.3 and 8.6.28 (an Agility token is a permanent its controller controls), 6.4.10 and 6.5.5 (prevention effects: Ward, Quell, in the order their player chooses), 7.2.4a (the controller of the attack and their hero are attacking: the attacking hero), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Ruling: the card data rulecheck ships (@flesh-and-blood/cards 3.8.6) gives the text without its number (\"deal damage to the attacking hero\"); rulecheck follows the printed card, 1. It resolves the triggered-layer at once, as the defenders are declared, as it does Pack Call's reveal (FAB-683).")).

%!  finish_defend_text(+State0, +Player, +Cards:list, -State)// is det.
%
%   Player declared Cards as defenders: each Run into Trouble among
%   them, its text read, deals its damage where its player controls the
%   token it names (FAB-692).  effects.pl's effect(defend) calls it.

finish_defend_text(S0, Who, Cards, S) -->
    { include(token_damage_text, Cards, Rs) },
    token_damages(Rs, Who, S0, S1),
    singles_defend_text(S1, Who, Cards, S).     % card_texts_singles.pl (FAB-971)

token_damage_text(C) :-
    text_read_name(C, Name),
    card_text_read(Name, defends_with_token_damages(_, _)).

token_damages([], _, S, S) --> [].
token_damages([C|Cs], Who, S0, S) -->
    token_damage(S0, Who, C, S1),
    token_damages(Cs, Who, S1, S).

%   token_damage(+S0, +Player, +Card, -S)//: Card, Player's, defends:
%   its damage to the attacking hero, if Player controls its token.
token_damage(S0, Who, C, S) -->
    { text_read_name(C, Name),
      card_text_read(Name, defends_with_token_damages(Token, N)),
      card_id(C, Id),
      player(S0, Who, P)
    },
    (   { game_over(S0, _) }
    ->  { S = S0 }
    ;   { \+ controls_named(P, Token) }         % card_texts.pl
    ->  { S = S0 },
        [ event('FAB-692', defends_without_token, _{player:Who, card:Id, token:Token}) ]
    ;   { active_link(S0, L), Attacker = L.controller }
    ->  (   { pending(S0, _), damage_choice_needed(S0, dsrc(C, Who), Attacker, N) }   % card_texts_quell.pl
        ->  { S = S0 },
            [ event('FAB-692', choice_not_asked, _{player:Attacker, card:Id, choice:"token_damage"}) ]
        ;   [ event('FAB-692', defends_with_token, _{player:Who, card:Id, token:Token, target:Attacker, amount:N}) ],
            text_damage(S0, C, Who, Attacker, N, S)   % card_texts_rhinar_dorinthea.pl (FAB-584)
        )
    ;   { S = S0 }
    ).

%!  text_damage_rule(+Source, -Rule) is det.
%
%   The rule whose reading deals Source's text damage (text_damage//6 of
%   card_texts_rhinar_dorinthea.pl): Run into Trouble's FAB-692, else
%   Steelblade Shunt's FAB-584.

text_damage_rule(C, Rule) :-
    (   text_read_name(C, Name),
        card_text_read(Name, defends_with_token_damages(_, _))
    ->  Rule = 'FAB-692'
    ;   text_read_name(C, Name),
        card_text_read(Name, defends_damages_unless_paid(_, _))   % Pitfall Trap: card_texts_lexi.pl
    ->  Rule = 'FAB-921'
    ;   text_read_name(C, Name),
        finish3_damage_rule(Name, Rule0)        % Red Hot, Riptide: card_texts_finish3.pl
    ->  Rule = Rule0
    ;   text_read_name(C, Name),
        cindra_damage_rule(Name, Rule0)         % Art of the Dragon: Fire: card_texts_cindra.pl
    ->  Rule = Rule0
    ;   Rule = 'FAB-584'
    ).

not_asked_words("token_damage", "how the damage to their hero is prevented (Ward's order, Quell)").

message(event(defends_without_token, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends, but ~w controls no ~w token: it deals no damage"-[L, F.player, F.token] ].
message(event(defends_with_token, F, S0)) -->
    { event_card(S0, F.card, L), a_or_an(F.token, A) },
    [ "~w defends while ~w controls ~w ~w token: it deals ~d damage to ~w's hero"-[L, F.player, A, F.token, F.amount, F.target] ].

                 /*******************************
                 *         AMULET OF ICE        *
                 *******************************/

rule('FAB-693', effect, "Amulet of Ice: destroyed, its target hero discards a card unless they pay 2",
     "Amulet of Ice, an item in its player's arena, has an instant ability whose cost is destroying it (FAB-404: to the graveyard as it is activated): the activate move names its target, the id of either player's hero (FAB-622). As the ability resolves, that hero's player discards a card unless they pay 2 resource points: Frost Fang's choice (discard_unless_pay, FAB-776, FAB-777: a pay move, or a discard move naming the card); with an empty hand nothing is discarded and nothing waits. Played, it is an item with go again (the card data's).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Amulet of Ice: \"Go again. Instant - Destroy Amulet of Ice: Target hero discards a card unless they pay {r}{r}. Activate this ability only if you have Ice fused this turn.\" CR 5.2.1 (an activated ability's cost and effect), 1.8.5 and 5.1.4 (a target is declared as the ability is activated), 8.2.5a (an item is a permanent in the arena), 1.8.4b (\"unless\": the hero's player chooses whether to pay; if they don't, the effect happens), 1.14 (paying resource points), 8.5.5 (discard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-694', constraint, "Amulet of Ice is activated only once its player has Ice fused this turn",
     "Amulet of Ice's ability may be activated only by a player who has Ice fused this turn: the turn's record says so (FAB-695), or a chain link or a layer of the stack of theirs is an Ice fusion card that was fused (fused: true; the combat chain and the stack are this turn's). Otherwise activating it is illegal; but where the position records no Ice fusion and a card of that player's graveyard has fusion that may be Ice's (a card whose fusion rulecheck reads as Ice, or one whose text it does not read), that card may have been played fused this turn in a position given without its record: the answer is unknown, naming that card, never a false illegal.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "Amulet of Ice: \"... Activate this ability only if you have Ice fused this turn.\" CR 1.0.2a (\"only\" is a restriction), 5.2.2 (an ability whose restriction is not met cannot be activated), 8.3.17a (a player who reveals an Ice card for an Ice fusion has fused Ice; the card is fused), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-695', effect, "Ice fused: recorded for the turn",
     "When a player plays a card fused by revealing an Ice card from hand (FAB-782: Glacial Footsteps, Snow Under, Biting Gale), in their turn or another's, they have Ice fused this turn: the state records it in its effects ({kind: ice_fused, player, source: the card played}), once, and it ends with the turn's other effects (FAB-206); Amulet of Ice reads it (FAB-694). A position given in the middle of a turn says so in its effects.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "CR 8.3.17 and 8.3.17a (fusion: a player who pays it has fused that supertype), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Amulet of Ice",
               [_{type:"instant", limit:"none", cost:0, effect:"fused_discard_unless_pay",
                  go_again:false, destroy_self:true}]).

text_ability_effect("fused_discard_unless_pay").

%   Amulet of Ice targets a hero as its ability is activated (FAB-622's
%   targeting; what the target does is FAB-693's).
targeting(C, ability(0), hero, discard_unless_pay(Cost)) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_target_hero_discards_unless_pay_if_fused(_, Cost)).

%!  fused_recorded(+State0, +Player, +Talent, +SourceId, -State)// is det.
%
%   Player fused Talent playing the card SourceId: an Ice fusion is
%   recorded for the turn (FAB-695; card_texts_oldhim.pl's
%   fused_played_text//5 calls it).

fused_recorded(S0, Who, Talent, Id, S) -->
    (   { fused_record_kind(Talent, Kind, Rule),   % Lightning: card_texts_lexi.pl (FAB-896)
          \+ turn_record(S0, Kind, Who),   % card_texts_rhinar_blitz.pl
          add_effect(S0, _{kind:Kind, player:Who, source:Id}, S)
        }
    ->  [ event(Rule, turn_recorded, _{player:Who, kind:Kind, card:Id}) ]
    ;   { S = S0 }
    ).

fused_record_kind("Ice", "ice_fused", 'FAB-695').

turn_record_words("ice_fused", Who, L) -->
    [ "~w has Ice fused this turn (~w)"-[Who, L] ].

%!  fused_this_turn(+State, +Player, +Talent) is semidet.
%
%   Player has Talent (Ice, FAB-694; Lightning, card_texts_lexi.pl,
%   FAB-895) fused this turn: the turn's record (fused_record_kind/3:
%   FAB-695, FAB-896), or a fusion card of that talent of theirs fused on
%   the combat chain or the stack.

fused_this_turn(S, Who, T) :-
    fused_record_kind(T, Kind, _),
    (   turn_record(S, Kind, Who)
    ->  true
    ;   chain_open(S),
        member(L, S.chain.links),
        L.controller == Who,
        get_dict(fused, L, true),
        link_attack(L, A),
        fusion_card_of(T, A)
    ->  true
    ;   key_value(stack, S, [], Layers),
        member(L, Layers),
        get_dict(fused, L, true),
        key_value(controller, L, "", Who0), Who0 == Who,
        layer_card(L, C),
        fusion_card_of(T, C)
    ->  true
    ).

%   fusion_card_of(+Talent, +Card): Card's fusion, read here, is Talent's.
fusion_card_of(T, C) :-
    text_read_name(C, Name),
    card_text_read(Name, fusion(T, _)).

%   maybe_fusion_card_of(+Talent, +Card): Card has fusion that may be
%   Talent's: read as Talent's, or a Fusion whose text rulecheck does not
%   read.
maybe_fusion_card_of(T, C) :-
    (   fusion_card_of(T, C)
    ->  true
    ;   card_prop(C, keywords, Ks),
        is_list(Ks),
        memberchk("Fusion", Ks),
        \+ ( text_read_name(C, Name), card_text_read(Name, fusion(_, _)) )
    ).

%   amulet_activation(+State, +Move, -Player, -Card): Move activates the
%   ability of Amulet of Ice, Card, its text read, of Player's.
amulet_activation(S, M, Who, C) :-
    get_dict(action, M, "activate"),
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    activated_card(S, Who, Id, _, C),           % position.pl
    text_read_name(C, Name),
    card_text_read(Name, ability_target_hero_discards_unless_pay_if_fused(_, _)).

broken('FAB-694', S, M, not_fused_this_turn(Who, C, "Ice")) :-
    amulet_activation(S, M, Who, C),
    \+ fused_this_turn(S, Who, "Ice").

%   FAB-694 concerns only the activations of Amulet of Ice (rc_explain.pl).
moot('FAB-694', S, M) :-
    \+ amulet_activation(S, M, _, _).

rule_fact('FAB-694', S, M, fused_this_turn(Who, "Ice", Fused)) :-
    amulet_activation(S, M, Who, _),
    (   fused_this_turn(S, Who, "Ice") -> Fused = true ; Fused = false ).

%   A position that records no Ice fusion, where a card of the player's
%   graveyard may have been played fused this turn: activating the
%   Amulet is unknown, naming that card (FAB-694).
allowed_by_text(S, M, Ids, About, fusion_unrecorded(G, C)) :-
    (   is_list(Ids) -> Ids == ['FAB-694'] ; true ),
    amulet_activation(S, M, Who, C),
    \+ fused_this_turn(S, Who, "Ice"),
    player(S, Who, P),
    key_value(graveyard, P, [], Gs),
    member(G, Gs),
    maybe_fusion_card_of("Ice", G),
    !,
    card_about(G, About).

%   The ability's layer resolves (Amulet of Ice destroyed as its cost):
%   its target hero's player discards a card unless they pay (FAB-693).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "fused_discard_unless_pay",
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      text_read_name(C, Name),
      card_text_read(Name, ability_target_hero_discards_unless_pay_if_fused(_, Cost)),
      get_dict(target, L, T)
    },
    (   { \+ game_over(S0, _),
          players(S0, Ps),
          member(P, Ps),
          get_dict(hero, P, H),
          card_id(H, T0), T0 == T
        }
    ->  discard_unless_pay_waits(S0, P.name, Who, C, Cost, 'FAB-693', S)   % card_texts_oldhim.pl
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

message(not_fused_this_turn(Who, C, Talent)) -->
    { card_label(C, L) },
    [ "~w's ability may be activated only if ~w has ~w fused this turn, and they have not"-[L, Who, Talent] ].
message(fusion_unrecorded(G, C)) -->
    { card_label(G, GL), card_label(C, L) },
    { (   text_read_name(C, "Amulet of Lightning") -> T = "Lightning", K = lightning_fused ; T = "Ice", K = ice_fused ) },
    [ "depends on ~w: the position records no ~w fusion this turn, and ~w, in the graveyard, may have been played fused this turn; ~w's ability needs it (the position says so in its effects, ~w)"-[GL, T, GL, L, K] ].
fact_words(fused_this_turn(Who, Talent, true)) -->
    [ "~w has ~w fused this turn"-[Who, Talent] ].
fact_words(fused_this_turn(Who, Talent, false)) -->
    [ "~w has not ~w fused this turn (no record, no fused card of theirs on the chain or the stack)"-[Who, Talent] ].

                 /*******************************
                 *             OLDHIM           *
                 *******************************/

rule('FAB-696', effect, "Oldhim: an Earth card pitched, the next 2 damage to him prevented this turn; an Ice card, the attacker puts a card from hand on top",
     "Oldhim's defense reaction ability (once per turn, 3 resource points: FAB-402, FAB-302 ... FAB-304) records on its layer the talents of the cards pitched to pay it (pitched_talents: Earth, Ice; a card with both counts for both; resource points already there pitch nothing). As it resolves: with an Earth card pitched, a prevention shield for his hero waits in the state's effects ({kind: prevent_next_damage, player, amount: 2, source: the hero}, FAB-697); with an Ice card pitched, the hero of the attacking player (the active chain link's controller) puts a card from their hand on top of their deck: none with an empty hand; the one card, or one of copies of one card, at once; else the position waits for that player's choice (hand_to_top), which a put move answers (FAB-698). The Earth part comes first, as the text reads. Essence of Earth and Ice is his card-pool's (the hero's talents, FAB-103).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Oldhim: \"Essence of Earth and Ice. Once per Turn Defense Reaction - {r}{r}{r}: If an Earth card is pitched this way, prevent the next 2 damage that would be dealt to Oldhim this turn. If an Ice card is pitched this way, the attacking hero puts a card from their hand on top of their deck.\" CR 5.2.1 (an activated ability's cost and effect), 1.14.2 and 1.14.3 (pitching a card to pay a cost), 1.8.4 (a conditional effect, checked as the ability resolves), 6.4.10 and 6.4.10j (a shielding-prevention effect: \"prevent the next N\"), 8.3.16 (essence: the hero's card-pool), 1.1.3 (a card-pool), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the cards pitched \"this way\" as those the activation's payment pitched, recorded on its layer as it is activated.")).

rule('FAB-697', effect, "A prevention shield prevents the next N damage to its hero this turn, in the order its player chooses beside Ward",
     "A prevention shield (Oldhim's, FAB-696) waits in the state's effects ({kind: prevent_next_damage, player, amount, source}) until the end of the turn. When damage would be dealt to that player's hero, it prevents as much of it as it has left and is reduced by that much; at 0 it is gone. Ward permanents and shields are the player's prevention effects, applied one by one in the order they choose (CR 6.5.5): where two orders end differently (which Ward permanents are destroyed, how much of a shield is left), the damage waits for the ward choice, a ward move naming the Ward permanents and the shields (by their source's id) in order (FAB-533); otherwise the Ward permanents apply first, then the shields. Damage that can't be prevented leaves a shield as it was (FAB-804). A Quell or an Arcane Barrier or Spellvoid the player pays for applies before the shields (and the Ward permanents the prevent move does not name): any outcome of applying a shield first is reached by paying for the same preventions or fewer, with as much of the shield left or more, so rulecheck offers those.",
     ruling("",
            "CR 6.4.10, 6.4.10a and 6.4.10j (a shielding-prevention effect prevents up to its amount from any number of damage events; what is left waits for a future one; at 0 it ceases to exist), 6.4.10h (damage that can't be prevented: the prevention applies but its amount is not reduced), 6.5.1 and 6.5.5 (the player who controls several prevention effects applies them one by one, in the order they choose), 8.3.20 (Ward), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-698', constraint, "The card Oldhim's Ice puts on top is in the attacking player's hand",
     "A put move answers the hand_to_top choice (FAB-696): its card is in the hand of the player who chooses, and `to` is \"top\".",
     ruling("", "Oldhim: \"... the attacking hero puts a card from their hand on top of their deck.\" CR 1.8.6 (the player who puts the card determines it as the effect is generated), 3.9 (the hand), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Oldhim",
               [_{type:"defense reaction", limit:"once per turn", cost:3, effect:"pitched_talents",
                  go_again:false, destroy_self:false}]).

text_ability_effect("pitched_talents").

%!  shield_effect(+State, +Damage, +Player, -SourceId, -Left:integer) is nondet.
%
%   A prevention shield for Player's hero waits in State's effects, its
%   source SourceId, Left damage still to prevent (FAB-697), and it
%   applies to damage from the source Damage (damage_source.pl's dsrc/2;
%   `any`: whatever the source).

shield_effect(S, Src, Who, Id, N) :-
    shield_entry(S, Src, Who, K, N),
    arg(1, K, Id).

%!  shield_entry(+State, +Damage, +Player, -Entry, -Amount:integer) is nondet.
%
%   A prevention effect for Player's hero applies now to damage from the
%   source Damage (dsrc/2, or `any`), Amount of it:
%   shield(SourceId), a shield for the next damage of the turn (FAB-697);
%   once(SourceId), a prevention of the next damage of combat only, used
%   up by the first it prevents, while that damage is dealt (its
%   `applying`, FAB-699).

shield_entry(S, Src, Who, K, N) :-
    effects(S, Es),
    member(E, Es),
    shield_source_applies(E, Src),              % damage_source.pl: a shield bound to one source (FAB-1147)
    essence_source_applies(S, E, Src),          % card_texts_essence.pl: a blue source only (FAB-1352)
    get_dict(kind, E, Kind),
    (   Kind == "prevent_next_damage"
    ->  K = shield(Id)
    ;   Kind == "prevent_next_physical",
        get_dict(applying, E, true)
    ->  K = once(Id)
    ;   Kind == "prevent_next_damage_event"     % card_texts_singles.pl (FAB-970)
    ->  K = once(Id)
    ;   Kind == "prevent_next_damage_all"       % card_texts_essence.pl (FAB-1352)
    ->  K = once(Id)
    ),
    get_dict(player, E, Who0), Who0 == Who,
    get_dict(source, E, Id),
    (   essence_prevents_all(E, N)              % card_texts_essence.pl: "prevent it", all of it (FAB-1352)
    ->  true
    ;   get_dict(amount, E, N),
        integer(N), N > 0
    ).

%!  shield_prevents(+State0, +Player, +SourceId, +Left, +Damage0, -Damage, -State)// is det.
%
%   The shield SourceId of Player's, Left of it, applies to Damage0: it
%   prevents as much as it can and is reduced by that, gone at 0; Damage
%   is left (FAB-697).

shield_prevents(S0, Who, Id, N, D0, D, S) -->
    { Prevented is min(N, D0),
      D is D0 - Prevented,
      effects(S0, Es0),
      once(( nth0(I, Es0, E0, Rest),
             shield_entry(S0.put(effects, [E0]), any, Who, K, _),
             arg(1, K, Id0), Id0 == Id )),
      (   K = once(_)
      ->  Left = 0, Rule = 'FAB-699'            % Peace of Mind's: used up
      ;   Left is N - Prevented, Rule = 'FAB-697'
      ),
      (   Left > 0
      ->  nth0(I, Es, E0.put(amount, Left), Rest)
      ;   Es = Rest
      ),
      S1 = S0.put(effects, Es)
    },
    (   { get_dict(kind, E0, "prevent_next_damage_event") }
    ->  fixed_prevention_done(S1, Who, E0, D0, Prevented, S)   % card_texts_singles.pl (FAB-970)
    ;   essence_prevention_done(S1, Who, E0, D0, Prevented, S)   % card_texts_essence.pl (FAB-1352)
    ->  []
    ;   { S = S1 },
        [ event(Rule, shield_prevented, _{player:Who, card:Id, damage:D0, prevented:Prevented, left:D, shield_left:Left,
                                          once:Once}) ],
        { ( K = once(_) -> Once = true ; Once = false ) }
    ).

%!  pitched_talents_layer(+Player, +Card, +Move, +Layer0, -Layer) is det.
%
%   The activated-layer Layer0 of Card's ability, paid by Move's pitch
%   from Player's hand: for Oldhim's, it records the talents among Earth
%   and Ice of the cards pitched (FAB-696).  effects.pl's
%   effect(activate) calls it.

pitched_talents_layer(P, C, M, L0, L) :-
    (   text_read_name(C, Name),
        (   card_text_read(Name, ability_pitched_talents(_, _))
        ;   card_text_read(Name, wiz_staff_amp_earth)   % card_texts_wizard.pl (FAB-1488)
        ),
        get_dict(pitch, M, Ids),
        findall(T, ( member(T, ["Earth", "Ice"]),
                     once(( member(Id, Ids),
                            card_in(P, hand, Id, PC),
                            card_prop(PC, talents, Ts), is_list(Ts),
                            memberchk(T, Ts) )) ), Found),
        Found \== []
    ->  L = L0.put(pitched_talents, Found)
    ;   banished_layer(M, L0, L)                % card_texts_singles.pl: Uzuri's (FAB-974)
    ).

%   The ability's layer resolves: the shield, then the attacker's card
%   from hand on top of their deck, as the talents pitched say (FAB-696).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "pitched_talents",
      key_value(pitched_talents, L, [], Ts),
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id ))
    },
    (   { memberchk("Earth", Ts), \+ game_over(S0, _) }
    ->  { add_effect(S0, _{kind:"prevent_next_damage", player:Who, amount:2, source:Id}, S1) },
        [ event('FAB-696', shield_made, _{player:Who, card:Id, amount:2}) ]
    ;   { S1 = S0 }
    ),
    (   { memberchk("Ice", Ts), \+ game_over(S1, _), active_link(S1, Lk) }
    ->  attacker_hand_to_top(S1, Lk.controller, Who, C, S)
    ;   { Ts == [] }
    ->  { S = S1 },
        [ event('FAB-696', nothing_pitched, _{player:Who, card:Id}) ]
    ;   { S = S1 }
    ).

%   attacker_hand_to_top(+S0, +Player, +Controller, +Source, -S)//: Player
%   puts a card of their hand on top of their deck, or chooses which, for
%   Controller's Source (FAB-696).
attacker_hand_to_top(S0, Who, Ctl, Src, S) -->
    { player(S0, Who, P), card_id(Src, SId) },
    (   { P.hand == [] }
    ->  { S = S0 },
        [ event('FAB-696', no_card_to_top, _{player:Who, by:SId}) ]
    ;   { discard_no_choice(P.hand, C) }         % card_texts_bravo.pl: one card, or copies of one
    ->  { card_id(C, CId) },
        card_to_top(S0, Who, CId, SId, S)
    ;   { \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"hand_to_top", player:Who, controller:Ctl, source:Src}) },
        [ event('FAB-696', card_to_top_waits, _{player:Who, by:SId}) ]
    ;   { S = S0 },
        [ event('FAB-696', choice_not_asked, _{player:Who, card:SId, choice:"hand_to_top"}) ]
    ).

card_to_top(S0, Who, Id, By, S) -->
    { player(S0, Who, P0),
      take_card(P0, hand, Id, C, P1),
      set_player(S0, P1.put(deck, [C|P1.deck]), S)
    },
    [ event('FAB-696', card_put_on_top, _{player:Who, card:Id, by:By}) ].

choice_action("hand_to_top", "put").
choice_phase("hand_to_top", "action").

pending_problem(S, Pd, [player], no_card_to_put_on_top(P)) :-   % FAB-696
    Pd.choice == "hand_to_top",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

broken('FAB-698', S, M, Reason) :-
    hand_put_wrong(S, M, "hand_to_top", "top", Pd, Wrong),   % card_texts_benji_blitz.pl
    (   Wrong = elsewhere(To) -> Reason = not_on_top_for(Pd.source, To) ; Reason = Wrong ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hand_to_top",
      choice_answered(S0, S1),
      card_id(Pd.source, By)
    },
    card_to_top(S1, M.player, M.card, By, S).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"top"}) :-
    pending(S, Pd),
    Pd.choice == "hand_to_top",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    card_id(C, Id).

moot('FAB-698', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hand_to_top" ).

not_asked_words("hand_to_top", "which card of their hand they put on top of their deck").

message(event(shield_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: an Earth card was pitched, so the next ~d damage that would be dealt to ~w's hero this turn is prevented"-[L, F.amount, F.player] ].
message(event(nothing_pitched, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: no Earth or Ice card was pitched for it, so it does nothing"-[L] ].
message(event(no_card_to_top, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: an Ice card was pitched, but ~w has no card in hand to put on top of their deck"-[By, F.player] ].
message(event(card_to_top_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: an Ice card was pitched, so ~w puts a card of their choice from hand on top of their deck (a put move)"-[By, F.player] ].
message(event(card_put_on_top, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w puts ~w from hand on top of their deck"-[By, F.player, C] ].
message(event(shield_prevented, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.once == true }
    ->  [ "~w prevents ~d of the ~d damage of combat to ~w's hero: it is used up"-[L, F.prevented, F.damage, F.player] ]
    ;   [ "~w's prevention shield prevents ~d of the ~d damage to ~w's hero (~d of it left)"-[L, F.prevented, F.damage, F.player, F.shield_left] ]
    ).
message(not_on_top_for(Src, To)) -->
    { card_label(Src, L) },
    [ "~w's card goes on top of the deck, not to the ~w"-[L, To] ].
message(no_choice_waits("hand_to_top")) -->
    [ "no card waits to go on top of a deck: put answers Oldhim's Ice" ].

choice_words("hand_to_top") --> [ "which card of their hand they put on top of their deck for Oldhim's ability (a put move)" ].
text_choice_words("hand_to_top", Source) -->
    [ "which card of the hand goes on top of the deck for ~w (put)"-[Source] ].

                 /*******************************
                 *         PEACE OF MIND        *
                 *******************************/

rule('FAB-699', effect, "Peace of Mind: the next damage of combat to its player's hero, 4 (3, 2) of it prevented; a Ponder token",
     "As Peace of Mind resolves, a Ponder token enters its player's arena (CR 8.6.17: at the beginning of their end phase it is destroyed and they draw), and an effect waits for the next time their hero would be dealt physical damage (the damage of combat: an attack's, by its power, in the damage step), whenever that comes: {kind: prevent_next_physical, player, amount: 4 (red; 3 yellow, 2 blue), source, lasts: until_used}, kept as turns end. When that damage would be dealt, the effect prevents up to its amount of it and is used up, whatever is left of it (a prevention of the next damage event only). Ward permanents and shields are ordered with it as for FAB-697: while that damage waits for the ward choice the effect says so (applying: true), and the ward move names it by Peace of Mind's id. Damage that is not physical (arcane, a card's text, Bloodrot Pox's) leaves it waiting; damage that can't be prevented leaves it as it was. A Quell or an Arcane Barrier paid for applies before it, as before a shield (FAB-697).",
     ruling("",
            "Peace of Mind: \"The next time you would be dealt {p} damage, prevent 4 of that damage. Create a Ponder token.\" (red; 3 yellow, 2 blue) CR 1.12.4d and 8.5.3b ({p} damage is physical damage: the damage an object deals with its power in the damage step of combat), 8.5.3f (a prevention of one type of damage prevents no other), 6.4.10 and 6.4.10i (a prevention of the next damage event: what is left of it is not used for a later one), 6.5.5 (the player orders their prevention effects), 8.5.2 and 8.6.17 (create; the Ponder token), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Ruling: \"The next time\" names no end, so the effect waits across turns until the damage comes.")).

%!  finish_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, resolving for Player, does what its text read here says
%   (FAB-699).  card_texts_prism.pl's prism_resolution_text//4 calls it.

finish_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_physical_prevented_and_ponder(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"prevent_next_physical", player:Who, amount:N, source:Id,
                           lasts:"until_used"}, S1),
          tokens_created(Id, Who, Who, ["Ponder"], S1, S, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-699', next_physical_prevention_made, _{player:Who, card:Id, amount:N, token:TId}) ],
        tokens_more_made(Who, Id, More)
    ;   singles_resolution_text(S0, Who, C, S)  % card_texts_singles.pl (FAB-970)
    ).

%!  physical_preventions_applying(+State0, +Player, +Applying:boolean, -State) is det.
%
%   The damage of combat is about to be dealt to Player's hero
%   (Applying true: effects.pl's deal_damage//2), or has been
%   (Applying false: combat_damage_dealt//9): Player's preventions of
%   the next damage of combat apply to it, or no longer (FAB-699).

physical_preventions_applying(S0, Who, Applying, S) :-
    effects(S0, Es0),
    (   member(E, Es0),
        get_dict(kind, E, "prevent_next_physical"),
        get_dict(player, E, W), W == Who
    ->  maplist(applying_set(Who, Applying), Es0, Es),
        S = S0.put(effects, Es)
    ;   S = S0
    ).

applying_set(Who, Applying, E0, E) :-
    (   get_dict(kind, E0, "prevent_next_physical"),
        get_dict(player, E0, W), W == Who
    ->  (   Applying == true
        ->  E = E0.put(applying, true)
        ;   del_dict(applying, E0, _, E1)
        ->  E = E1
        ;   E = E0
        )
    ;   E = E0
    ).

message(event(next_physical_prevention_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the next time ~w's hero would be dealt damage of combat, ~d of it is prevented; a Ponder token (~w) is created"-[L, F.player, F.amount, F.token] ].

                 /*******************************
                 * MASK OF MALICIOUS MANIFESTATIONS *
                 *******************************/

rule('FAB-704', effect, "Mask of Malicious Manifestations: the deck revealed from the top until an attack action card, which goes to the hand; then a shuffle",
     "Mask of Malicious Manifestations' action ability costs 1 resource point, an action point (FAB-403), a card of its player's hand or arsenal put on the bottom of their deck (the activate move's `bottom`, FAB-705) and destroying the Mask (FAB-404); it has go again (FAB-309). As it resolves, its player reveals the cards of their deck from the top until an attack action card: that card goes into their hand; the others stay; then the deck is shuffled (its cards become unknown cards of the position, their ids kept, FAB-564's reading). Where the cards down to the first attack action card are all ones the position shows, rulecheck resolves it at once (none put in hand when the deck holds none); where an unknown card comes first, the judge, who sees the cards revealed, names the card found: the position waits for the revealed_attack_action choice, a put move (to: hand) naming a card of the deck, or a decline move when the deck holds no attack action card (FAB-706).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Mask of Malicious Manifestations: \"Action - {r}, put a card from your hand or arsenal on the bottom of your deck, destroy Mask of Malicious Manifestations: Reveal cards from the top of your deck until you reveal an attack action card. Put it into your hand, then shuffle. Go again. Blade break\" CR 5.2.1 (an activated ability's costs and effect), 5.1.9 (its effect-costs are paid as it is activated: the card put on the bottom is the player's choice), 8.5.17 (reveal), 8.5.20 (shuffle: nobody knows the order), 8.3.5 (go again), 8.3.3 (blade break), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Ruling: the card data rulecheck ships (@flesh-and-blood/cards 3.8.6) gives the ability a cost of 0 resource points and no destruction of the Mask; the printed card (Outsiders OUT157; the Arakni Blitz Deck ARA003), as Legend Story Studios' card database gives it, costs {r}, the card put on the bottom and the Mask's destruction, which rulecheck follows: its reading replaces the card data's ability.")).

rule('FAB-705', constraint, "An ability whose cost puts a card on the bottom of the deck names it",
     "Activating an ability whose cost puts a card from its player's hand or arsenal on the bottom of their deck (Mask of Malicious Manifestations', FAB-704) names it in the move (`bottom`: one card of their hand or arsenal, not one pitched for the same activation); an ability without such a cost puts none. With no such card left it cannot be activated.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Mask of Malicious Manifestations: \"{r}, put a card from your hand or arsenal on the bottom of your deck, destroy ...\" CR 5.1.9 (effect-costs are paid as the ability is activated), 5.2.1 and 5.2.1c (an activated ability's cost), 5.2.2b (activating follows the steps of playing a card: a cost that cannot be paid cannot be), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-706', constraint, "The card Mask of Malicious Manifestations reveals is the deck's first attack action card",
     "While the revealed_attack_action choice waits (FAB-704), its player answers with a put move (to: hand) naming a card of their deck that can be the first attack action card from the top: one the position shows is an attack action card with no attack action card the position shows above it, or one it does not show (the judge names it, the cards above it revealed as no attack action cards); or with a decline move, where the deck holds no attack action card the position shows (none revealed).",
     ruling("", "Mask of Malicious Manifestations: \"Reveal cards from the top of your deck until you reveal an attack action card.\" CR 8.5.17 (a revealed card is shown to every player), 3.0.4b (the deck is private: the judge names what is revealed), 1.2.2c (an attack action card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Mask of Malicious Manifestations",
               [_{type:"action", limit:"none", cost:1, effect:"reveal_attack_action",
                  go_again:true, destroy_self:true, bottom:1}]).

text_ability_effect("reveal_attack_action").

%   ability_bottoms(+Ability, -N): the cards Ability's cost puts on the
%   bottom of the deck (FAB-705).
ability_bottoms(Ab, N) :-
    (   get_dict(bottom, Ab, N0), integer(N0) -> N = N0 ; N = 0 ).

%!  activation_bottom_choice(+Player, +Ability, +Pitched, +Move0, -Move) is nondet.
%
%   The candidates of an activation (moves.pl): where Ability's cost puts
%   a card on the bottom of the deck, each card of Player's hand (not in
%   Pitched) or arsenal, once (FAB-705); else Move0 as it is.

activation_bottom_choice(P, Ab, Pitched, M0, M) :-
    ability_bottoms(Ab, N),
    (   N =:= 0
    ->  M = M0
    ;   ( get_dict(bottom_from, Ab, "hand") -> Ars = [] ; key_value(arsenal, P, [], Ars) ),   % Deep Blue's: the hand (FAB-966)
        findall(C, ( member(C, P.hand), \+ memberchk(C, Pitched) ), Hand),
        append(Hand, Ars, Pool),
        length(Bs, N),
        sub_list(Pool, Bs),                     % moves.pl
        maplist(card_id, Bs, Ids),
        M = M0.put(bottom, Ids)
    ).

broken('FAB-705', S, M, Reason) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, Ab),          % position.pl
    ability_bottoms(Ab, N),
    key_value(bottom, M, [], Bs),
    key_value(pitch, M, [], Pitch),
    length(Bs, K),
    (   K =\= N
    ->  Reason = ability_bottom_count(C, N, K)
    ;   member(Id, Bs),
        \+ card_in(P, hand, Id, _),
        \+ card_in(P, arsenal, Id, _)
    ->  Reason = ability_bottom_not_in_hand_or_arsenal(P.name, Id)
    ;   member(Id, Bs), memberchk(Id, Pitch)
    ->  Reason = ability_bottom_pitched(Id)
    ;   msort(Bs, Sorted), length(Sorted, L1), sort(Bs, Set), length(Set, L2), L1 =\= L2
    ->  Reason = ability_bottom_twice
    ).

%   FAB-705 concerns only the activations of an ability whose cost puts a
%   card on the bottom, and moves that name one (rc_explain.pl).
moot('FAB-705', S, M) :-
    \+ get_dict(bottom, M, _),
    \+ ( activated_ability(S, M, _, _, Ab), ability_bottoms(Ab, N), N > 0 ).

%!  activation_bottomed(+Move, +Player, +SourceId, +P0, -P)// is det.
%
%   The cards Move puts on the bottom of the deck to pay its ability's
%   cost (FAB-705) go there from the hand or the arsenal.

activation_bottomed(M, Who, Id, P0, P) -->
    (   { key_value(bottom, M, [], Bs), Bs \== [] }
    ->  { foldl(card_to_bottom, Bs, P0, P) },
        [ event('FAB-705', ability_cost_bottomed, _{player:Who, card:Id, cards:Bs}) ]
    ;   { P = P0 }
    ).

card_to_bottom(BId, P0, P) :-
    (   card_in(P0, hand, BId, _) -> Zone = hand ; Zone = arsenal ),
    take_card(P0, Zone, BId, C, P1),
    append(P1.deck, [C], Deck),
    P = P1.put(deck, Deck).

%!  bottom_cost_words(+State, +Player, +Move)// is det.
%
%   The words of an activation's cards put on the bottom of the deck
%   (messages.pl's move_words//3 for activate).

bottom_cost_words(_, P, M) -->
    (   { key_value(bottom, M, [], Bs), Bs \== [] }
    ->  { maplist(id_label(P), Bs, Ls), atomic_list_concat(Ls, ', ', T) },
        [ ", putting ", T, " on the bottom of their deck" ]
    ;   []
    ).

%   The ability's layer resolves (the Mask destroyed as its cost): the
%   deck revealed from the top (FAB-704).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "reveal_attack_action",
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      player(S0, Who, P)
    },
    (   { game_over(S0, _) }
    ->  { S = S0 }
    ;   { first_attack_action(P.deck, Found) }
    ->  revealed_found(S0, Who, Found, Id, S)
    ;   { \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"revealed_attack_action", player:Who, controller:Who, source:C}) },
        [ event('FAB-704', revealed_attack_action_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 },
        [ event('FAB-704', choice_not_asked, _{player:Who, card:Id, choice:"revealed_attack_action"}) ]
    ).

%   first_attack_action(+Deck, -Found): the cards from the top down to the
%   first attack action card are all known: Found is its id, or none
%   where the deck holds no attack action card and no unknown card.
first_attack_action([], none).
first_attack_action([C|Cs], Found) :-
    \+ unknown_card(C),
    (   card_type(C, "attack action")
    ->  card_id(C, Found)
    ;   first_attack_action(Cs, Found)
    ).

%   revealed_found(+S0, +Player, +Found, +By, -S)//: Found (an id, or
%   none) goes from the deck into the player's hand; the deck is shuffled.
revealed_found(S0, Who, Found, By, S) -->
    (   { Found \== none }
    ->  { player(S0, Who, P0),
          take_card(P0, deck, Found, C, P1),
          add_cards(P1, hand, [C], P2),
          set_player(S0, P2, S1)
        },
        [ event('FAB-704', attack_action_revealed_to_hand, _{player:Who, card:Found, by:By}) ]
    ;   { S1 = S0 },
        [ event('FAB-704', no_attack_action_revealed, _{player:Who, by:By}) ]
    ),
    { player(S1, Who, Q0),
      maplist(unknown_of, Q0.deck, Deck),       % card_texts_rhinar_dorinthea.pl (FAB-564)
      set_player(S1, Q0.put(deck, Deck), S)
    },
    [ event('FAB-704', deck_shuffled, _{player:Who, by:By}) ].

choice_action("revealed_attack_action", "put").
choice_action("revealed_attack_action", "decline").
choice_phase("revealed_attack_action", "action").

%   may_be_first_attack_action(+Deck, -Card): Card of Deck can be the first
%   attack action card revealed from the top (FAB-706).
may_be_first_attack_action([C|Cs], F) :-
    (   unknown_card(C)
    ->  (   F = C
        ;   may_be_first_attack_action(Cs, F)
        )
    ;   card_type(C, "attack action")
    ->  F = C
    ;   may_be_first_attack_action(Cs, F)
    ).

broken('FAB-706', S, M, Reason) :-
    pending(S, Pd),
    Pd.choice == "revealed_attack_action",
    get_dict(player, M, Who),
    Who == Pd.player,
    player(S, Who, P),
    (   get_dict(action, M, "put")
    ->  (   get_dict(to, M, To), To \== "hand"
        ->  Reason = revealed_not_to_hand(To)
        ;   get_dict(card, M, Id),
            \+ ( may_be_first_attack_action(P.deck, F), card_id(F, Id0), Id0 == Id )
        ->  Reason = not_first_attack_action(Who, Id)
        )
    ;   get_dict(action, M, "decline"),
        member(C, P.deck),
        \+ unknown_card(C),
        card_type(C, "attack action")
    ->  Reason = attack_action_in_deck(C)
    ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "revealed_attack_action",
      choice_answered(S0, S1),
      card_id(Pd.source, By)
    },
    revealed_found(S1, M.player, M.card, By, S).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "revealed_attack_action",
      choice_answered(S0, S1),
      card_id(Pd.source, By)
    },
    revealed_found(S1, M.player, none, By, S).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"hand"}) :-
    pending(S, Pd),
    Pd.choice == "revealed_attack_action",
    Who = Pd.player,
    player(S, Who, P),
    may_be_first_attack_action(P.deck, C),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "revealed_attack_action",
    Who = Pd.player,
    player(S, Who, P),
    \+ ( member(C, P.deck), \+ unknown_card(C), card_type(C, "attack action") ).

moot('FAB-706', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "revealed_attack_action" ).

%   finish_put(+State): a put move now answers a choice of this file's
%   that has words of its own (card_texts_rhinar_dorinthea.pl's put words
%   leave it).
finish_put(S) :-
    pending(S, Pd),
    Pd.choice == "revealed_attack_action".

move_words("put", S, M) -->
    { finish_put(S), player(S, M.player, P), id_label(P, M.card, L) },
    !,
    [ M.player, " reveals the cards of their deck down to ", L, ", its first attack action card, and puts it into their hand" ].
move_words("decline", S, M) -->
    { finish_put(S) },
    !,
    [ M.player, " reveals their whole deck: it holds no attack action card" ].

not_asked_words("revealed_attack_action", "which card of their deck is the first attack action card revealed").

message(event(ability_cost_bottomed, F, S0)) -->
    { event_card(S0, F.card, L), maplist(event_card(S0), F.cards, Ls), atomic_list_concat(Ls, ', ', T) },
    [ "~w puts ~w on the bottom of their deck to pay the cost of ~w's ability"-[F.player, T, L] ].
message(event(revealed_attack_action_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w reveals the cards of their deck from the top until an attack action card; the position does not show them, so the judge names the card found (a put move, to: hand), or declines if none is"-[L, F.player] ].
message(event(attack_action_revealed_to_hand, F, S0)) -->
    { event_card(S0, F.by, L), event_card(S0, F.card, C) },
    [ "~w: ~w reveals the cards of their deck down to ~w, an attack action card, and puts it into their hand"-[L, F.player, C] ].
message(event(no_attack_action_revealed, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w: ~w reveals their whole deck, which holds no attack action card"-[L, F.player] ].
message(ability_bottom_count(C, N, K)) -->
    { card_label(C, L) },
    [ "the cost of ~w's ability puts ~d card(s) of the hand or arsenal on the bottom of the deck; the move names ~d"-[L, N, K] ].
message(ability_bottom_not_in_hand_or_arsenal(Who, Id)) -->
    [ "~w has no card ~w in hand or arsenal to put on the bottom of their deck"-[Who, Id] ].
message(ability_bottom_pitched(Id)) -->
    [ "~w is pitched for the same activation; the card put on the bottom is another"-[Id] ].
message(ability_bottom_twice) -->
    [ "the move names the same card twice among the cards it puts on the bottom" ].
message(revealed_not_to_hand(To)) -->
    [ "the card revealed goes into the hand, not to the ~w"-[To] ].
message(not_first_attack_action(Who, Id)) -->
    [ "~w is not a card of ~w's deck that can be the first attack action card revealed from the top"-[Id, Who] ].
message(attack_action_in_deck(C)) -->
    { card_label(C, L) },
    [ "the deck holds ~w, an attack action card: the reveal finds one"-[L] ].
message(no_choice_waits("revealed_attack_action")) -->
    [ "no revealed card waits: it waits as Mask of Malicious Manifestations' ability resolves" ].

choice_words("revealed_attack_action") --> [ "which card of their deck is the first attack action card revealed (a put move, to: hand), or none (decline)" ].
text_choice_words("revealed_attack_action", Source) -->
    [ "the first attack action card of the deck revealed for ~w (put, decline)"-[Source] ].
