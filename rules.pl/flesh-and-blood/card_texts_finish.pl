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
      have been fused this turn, the activation is unknown, naming it.

    The decks' other cards are read elsewhere, or not at all: their text
    stays an assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, rule_fact/4, message//1, effect//4, choice_action/2,
   choice_phase/2, choice_candidate/3, pending_problem/4, broken/4, not_asked_words/2,
   text_abilities/2, text_ability_effect/1, ability_text_resolved//5, targeting/4,
   allowed_by_text/5, fact_words//1, turn_record_words//3.

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

card_text_read("Run into Trouble", defends_with_token_damages("Agility", 1)).
card_text_read("Amulet of Ice", ability_target_hero_discards_unless_pay_if_fused("Ice", 2)).

                 /*******************************
                 *        RUN INTO TROUBLE      *
                 *******************************/

rule('FAB-692', effect, "Run into Trouble: defending while its player controls an Agility token, 1 damage to the attacking hero",
     "When Run into Trouble is declared as a defender (FAB-502) and its player controls an Agility token then (their arena's), it deals 1 damage to the hero of the attacking player, the controller of the active chain link: that hero's Ward permanents and Quell apply (FAB-524, FAB-648, their order or payment asked where it decides, as Steelblade Shunt's damage, FAB-584), and a hero left at 0 life loses (FAB-701). Without an Agility token it deals none, and an event says so. Where another choice already waits as it defends and the damage would wait for one too, the damage is left out (not done) and an event says so.",
     ruling("Захист - ... Ви можете захищатися картками з руки.",
            "Run into Trouble (Heavy Hitters HVY161, the Kayo Blitz Deck KYO015), as printed and as Legend Story Studios' card database (cards.fabtcg.com) gives it: \"When this defends, if you control an Agility token, deal 1 damage to the attacking hero.\" CR 7.3.2 (defending cards are declared in the Defend Step), 6.6 and 6.6.5b (a triggered effect; the state of its condition is checked as the event occurs), 1.3.3 and 8.6.28 (an Agility token is a permanent its controller controls), 6.4 (prevention effects: Ward, Quell), 7.0.3 and 1.2.2 (the attacking hero: the hero who controls the attack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Ruling: the card data rulecheck ships (@flesh-and-blood/cards 3.8.6) gives the text without its number (\"deal damage to the attacking hero\"); rulecheck follows the printed card, 1. It resolves the triggered-layer at once, as the defenders are declared, as it does Pack Call's reveal (FAB-683).")).

%!  finish_defend_text(+State0, +Player, +Cards:list, -State)// is det.
%
%   Player declared Cards as defenders: each Run into Trouble among
%   them, its text read, deals its damage where its player controls the
%   token it names (FAB-692).  effects.pl's effect(defend) calls it.

finish_defend_text(S0, Who, Cards, S) -->
    { include(token_damage_text, Cards, Rs) },
    token_damages(Rs, Who, S0, S).

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
    ->  (   { pending(S0, _), damage_choice_needed(S0, Attacker, N) }   % card_texts_quell.pl
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
            "Amulet of Ice: \"Go again. Instant - Destroy Amulet of Ice: Target hero discards a card unless they pay {r}{r}. Activate this ability only if you have Ice fused this turn.\" CR 5.2.1 (an activated ability's cost and effect), 1.8.5 and 5.1.4 (a target is declared as the ability is activated), 8.2.5a (an item is a permanent in the arena), 1.8.8 (\"unless\": the player chooses whether to pay), 1.14 (paying resource points), 8.5.5 (discard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

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
    (   { Talent == "Ice",
          \+ turn_record(S0, "ice_fused", Who),   % card_texts_rhinar_blitz.pl
          add_effect(S0, _{kind:"ice_fused", player:Who, source:Id}, S)
        }
    ->  [ event('FAB-695', turn_recorded, _{player:Who, kind:"ice_fused", card:Id}) ]
    ;   { S = S0 }
    ).

turn_record_words("ice_fused", Who, L) -->
    [ "~w has Ice fused this turn (~w)"-[Who, L] ].

%!  ice_fused_this_turn(+State, +Player) is semidet.
%
%   Player has Ice fused this turn (FAB-694): the turn's record
%   (FAB-695), or an Ice fusion card of theirs fused on the combat chain
%   or the stack.

ice_fused_this_turn(S, Who) :-
    (   turn_record(S, "ice_fused", Who)
    ->  true
    ;   chain_open(S),
        member(L, S.chain.links),
        L.controller == Who,
        get_dict(fused, L, true),
        link_attack(L, A),
        ice_fusion_card(A)
    ->  true
    ;   key_value(stack, S, [], Layers),
        member(L, Layers),
        get_dict(fused, L, true),
        key_value(controller, L, "", Who0), Who0 == Who,
        layer_card(L, C),
        ice_fusion_card(C)
    ->  true
    ).

%   ice_fusion_card(+Card): Card's fusion, read here, is Ice's.
ice_fusion_card(C) :-
    text_read_name(C, Name),
    card_text_read(Name, fusion("Ice", _)).

%   maybe_ice_fusion_card(+Card): Card has fusion that may be Ice's: read
%   as Ice's, or a Fusion whose text rulecheck does not read.
maybe_ice_fusion_card(C) :-
    (   ice_fusion_card(C)
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
    \+ ice_fused_this_turn(S, Who).

rule_fact('FAB-694', S, M, fused_this_turn(Who, "Ice", Fused)) :-
    amulet_activation(S, M, Who, _),
    (   ice_fused_this_turn(S, Who) -> Fused = true ; Fused = false ).

%   A position that records no Ice fusion, where a card of the player's
%   graveyard may have been played fused this turn: activating the
%   Amulet is unknown, naming that card (FAB-694).
allowed_by_text(S, M, Ids, About, fusion_unrecorded(G, C)) :-
    (   is_list(Ids) -> Ids == ['FAB-694'] ; true ),
    amulet_activation(S, M, Who, C),
    \+ ice_fused_this_turn(S, Who),
    player(S, Who, P),
    key_value(graveyard, P, [], Gs),
    member(G, Gs),
    maybe_ice_fusion_card(G),
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
    [ "depends on ~w: the position records no Ice fusion this turn, and ~w, in the graveyard, may have been played fused this turn; ~w's ability needs it (the position says so in its effects, ice_fused)"-[GL, GL, L] ].
fact_words(fused_this_turn(Who, Talent, true)) -->
    [ "~w has ~w fused this turn"-[Who, Talent] ].
fact_words(fused_this_turn(Who, Talent, false)) -->
    [ "~w has not ~w fused this turn (no record, no fused card of theirs on the chain or the stack)"-[Who, Talent] ].
