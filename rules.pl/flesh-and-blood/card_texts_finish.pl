/*  Flesh and Blood: the last texts of four preconstructed Blitz decks.

    Part of game.pl, included after card_texts_arakni.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose
    whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - Run into Trouble (the Kayo Blitz Deck): defending while its player
      controls an Agility token, it deals 1 damage to the attacking hero
      (FAB-692).

    The decks' other cards are read elsewhere, or not at all: their text
    stays an assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, rule_fact/4, message//1, effect//4, choice_action/2,
   choice_phase/2, choice_candidate/3, pending_problem/4, broken/4, not_asked_words/2.

%   The texts read here (card_text_read/2):
%
%       defends_with_token_damages(Token, N)   Run into Trouble: "When
%                               this defends, if you control an Agility
%                               token, deal 1 damage to the attacking
%                               hero." (FAB-692)

card_text_read("Run into Trouble", defends_with_token_damages("Agility", 1)).

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
