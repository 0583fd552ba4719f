/*  Flesh and Blood: the texts of the Azalea Blitz Deck's cards.

    Part of game.pl, included after card_texts_kassai_2.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - an arrow's aim counter: "If this has an aim counter, it has +1{p}"
      (FAB-900: Falcon Wing, Skybound Shot, Infecting Shot, Sedation
      Shot, Withering Shot, Murkmire Grapnel); the
      state keeps a card's aim counters in `aim_counters`;
    - Murkmire Grapnel: its damage can't be prevented (Malign's reading,
      FAB-804);
    - Widowmaker: no defense reaction may be played to its chain link
      (FAB-901), and +3 power while fewer than 2 cards defend it
      (FAB-902);
    - Infecting Shot, Sedation Shot, Withering Shot: a hit creates a
      Bloodrot Pox, an Inertia or a Frailty token under the hit hero's
      control (FAB-903, Infect's reading, FAB-711);
    - Threadbare Tunic: its instant ability (destroy it: gain a resource
      point) only with no cards in hand (FAB-904).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, kassai_text_rule/2, text_abilities/2, moot/3.

%   The texts read here (card_text_read/2):
%
%       aim_power(N)            Falcon Wing: "If Falcon Wing has an aim
%                               counter, it has +1{p}." (FAB-900)
%       damage_unpreventable    Murkmire Grapnel: "Damage that would be
%                               dealt by Murkmire Grapnel can't be
%                               prevented." (card_texts_arakni.pl's
%                               reading, FAB-804)
%       no_defense_reactions_to_link   Widowmaker: "Defense reactions
%                               can't be played to Widowmaker's chain
%                               link." (FAB-901)
%       power_while_defended_by_fewer_cards(K, N)   Widowmaker: "If
%                               Widowmaker is defended by fewer than 2
%                               cards, it has +3{p}." (FAB-902)
%       ability_only_with_empty_hand   Threadbare Tunic: "Instant -
%                               Destroy Threadbare Tunic: Gain {r}.
%                               Activate this ability only if you have no
%                               cards in hand." (FAB-904)
%       hit_creates_token(their, Token)   Infecting Shot: "When this hits
%                               a hero, create a Bloodrot Pox token under
%                               their control." (FAB-903; the reading is
%                               card_texts_uzuri.pl's, FAB-711)

card_text_read("Falcon Wing", aim_power(1)).
card_text_read("Skybound Shot", aim_power(1)).
card_text_read("Infecting Shot", aim_power(1)).
card_text_read("Sedation Shot", aim_power(1)).
card_text_read("Withering Shot", aim_power(1)).
card_text_read("Murkmire Grapnel", aim_power(1)).
card_text_read("Murkmire Grapnel", damage_unpreventable).
card_text_read("Infecting Shot", hit_creates_token(their, "Bloodrot Pox")).
card_text_read("Sedation Shot", hit_creates_token(their, "Inertia")).
card_text_read("Withering Shot", hit_creates_token(their, "Frailty")).
card_text_read("Widowmaker", no_defense_reactions_to_link).
card_text_read("Widowmaker", power_while_defended_by_fewer_cards(2, 3)).
card_text_read("Threadbare Tunic", ability_only_with_empty_hand).

%   The rule of the token a hit of these arrows creates (card_texts_kassai.pl,
%   text_rule/3: the event cites it, not Infect's FAB-711).
kassai_text_rule("Infecting Shot", 'FAB-903').
kassai_text_rule("Sedation Shot", 'FAB-903').
kassai_text_rule("Withering Shot", 'FAB-903').

                 /*******************************
                 *         AIM COUNTERS         *
                 *******************************/

rule('FAB-900', effect, "An arrow with an aim counter: +1 power",
     "Falcon Wing, Skybound Shot, Infecting Shot, Sedation Shot, Withering Shot and Murkmire Grapnel have +1 power while they have an aim counter (the state's `aim_counters` on the card, 1 or more): attacking, the damage counts it. The counter stays on the card as it is played from the arsenal and becomes the attack (the stack is not a zone that makes a new object), and goes when the card leaves for the graveyard or the deck (a new object, without counters).",
     ruling("",
            "Falcon Wing: \"If Falcon Wing has an aim counter, it has +1{p}.\" (Skybound Shot, Infecting Shot, Sedation Shot, Withering Shot, Murkmire Grapnel alike). CR 1.15.1 and 1.15.2 (a counter is a marker on a public object that interacts with effects), 5.4.7 (a static ability applies while its condition holds), 2.0.3a (effects modify power), 3.0.9 (an object that enters a zone outside the arena other than the stack becomes a new object) and 1.15.3 (its counters cease to exist), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  aim_counter(+Card) is semidet.
%
%   Card has an aim counter (the state's aim_counters, 1 or more).

aim_counter(C) :-
    is_dict(C),
    get_dict(aim_counters, C, K),
    integer(K),
    K >= 1.

                 /*******************************
                 *          WIDOWMAKER          *
                 *******************************/

rule('FAB-901', constraint, "Widowmaker: no defense reactions to its chain link",
     "While Widowmaker is the attack of the active chain link, no defense reaction card may be played to that link (from hand or arsenal); a defense reaction ability may still be activated.",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Widowmaker: \"Defense reactions can't be played to Widowmaker's chain link.\" CR 1.0.1a (an effect that contradicts a rule supersedes it), 5.1.5 (a card is checked as legal to play before any cost is paid), 7.4.2b and 7.4.2c (the defending player's defense reactions in the reaction step, and a defense reaction card cannot be played if an effect prevents it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  widowmaker_link(+State, -Attack) is semidet.
%
%   The attack of the active chain link, Attack, forbids defense
%   reactions to its link (FAB-901).

widowmaker_link(S, A) :-
    active_link(S, L),
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, no_defense_reactions_to_link).

broken('FAB-901', S, M, defense_reaction_to_link_forbidden(C, A)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    card_type(C, "defense reaction"),
    widowmaker_link(S, A).

message(defense_reaction_to_link_forbidden(C, A)) -->
    { card_label(C, L), card_label(A, AL) },
    [ "~w is a defense reaction card, and ~w says defense reactions can't be played to its chain link"-[L, AL] ].

rule('FAB-902', effect, "Widowmaker: +3 power while defended by fewer than 2 cards",
     "Widowmaker, attacking, has +3 power while fewer than 2 cards defend its chain link (none included; equipment counts, as any card): the damage counts it.",
     ruling("",
            "Widowmaker: \"If Widowmaker is defended by fewer than 2 cards, it has +3{p}.\" CR 5.4.7 (a static ability applies while its condition holds), 2.0.3a (effects modify power), 7.5.2 (the damage is the attack's power less the defense), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  azalea_power_bonus(+Link, -Bonus:integer) is det.
%
%   What the text of Link's attack read here adds to its power now: its
%   aim counter's (FAB-900), Widowmaker's (FAB-902).

azalea_power_bonus(L, B) :-
    (   link_attack(L, A),
        text_read_name(A, Name)
    ->  (   card_text_read(Name, aim_power(N1)), aim_counter(A) -> B1 = N1 ; B1 = 0 ),
        (   card_text_read(Name, power_while_defended_by_fewer_cards(K, N2)),
            key_value(defending, L, [], Ds),
            length(Ds, Count),
            Count < K
        ->  B2 = N2
        ;   B2 = 0
        ),
        B is B1 + B2
    ;   B = 0
    ).

%!  azalea_power_applied(+Link, +Bonus:integer)// is det.
%
%   As Link's damage is dealt with Bonus power from its attack's text
%   read here (azalea_power_bonus/2), an event says so (FAB-900, FAB-902).

azalea_power_applied(L, B) -->
    (   { B > 0, link_attack(L, A), card_id(A, AId), text_read_name(A, Name) }
    ->  (   { card_text_read(Name, aim_power(_)) }
        ->  [ event('FAB-900', aim_power_applied, _{player:L.controller, attack:AId, amount:B}) ]
        ;   [ event('FAB-902', few_defenders_power_applied, _{player:L.controller, attack:AId, amount:B}) ]
        )
    ;   []
    ).

message(event(aim_power_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: it has an aim counter"-[L, F.amount] ].

message(event(few_defenders_power_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: fewer than 2 cards defend it"-[L, F.amount] ].

                 /*******************************
                 *    TOKENS THE ARROWS MAKE    *
                 *******************************/

rule('FAB-903', effect, "Infecting Shot, Sedation Shot, Withering Shot: a hit creates a token",
     "When Infecting Shot, Sedation Shot or Withering Shot hits a hero (deals damage to the defending hero in the damage step), a token is created in that hero's player's arena, under their control: a Bloodrot Pox (Infecting Shot), an Inertia (Sedation Shot) or a Frailty (Withering Shot), as Infect's (FAB-711): its id is the attack's id and the token's name; it then does what the vocabulary of permanents says at the beginning of its controller's end phase. An attack that deals no damage creates none.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Infecting Shot: \"When this hits a hero, create a Bloodrot Pox token under their control.\" Sedation Shot: \"... an Inertia token ...\"; Withering Shot: \"... a Frailty token ...\". CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect acts on its event), 8.5.2 (create: the token is produced in the arena), 8.6 (tokens: Bloodrot Pox 8.6.19, Inertia 8.6.21, Frailty 8.6.20), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *       THREADBARE TUNIC       *
                 *******************************/

rule('FAB-904', constraint, "Threadbare Tunic: activated only with no cards in hand",
     "Threadbare Tunic's instant ability (its cost: destroy it, FAB-404) may be activated only by a player with no cards in hand (their hand, as the position shows it, empty: a card the position does not name still counts); as it resolves they gain 1 resource point (the resolution of FAB-552).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Threadbare Tunic: \"Instant - Destroy Threadbare Tunic: Gain {r}. Activate this ability only if you have no cards in hand.\" CR 5.2.1 (an activated ability's cost and effect), 5.2.1e (its activation condition: the ability is activated only while it is met), 1.0.2a (\"only\" is a restriction), 5.2.2b and 5.1.5 (the activation is checked as legal before its costs are paid), 1.13.3a (an effect that grants resource points), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Threadbare Tunic",
               [_{type:"instant", limit:"none", cost:0, effect:"gain_resources", amount:1,
                  go_again:false, destroy_self:true}]).

broken('FAB-904', S, M, cards_in_hand(C, Who, N)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, _),
    text_read_name(C, Name),
    card_text_read(Name, ability_only_with_empty_hand),
    Who = M.player,
    key_value(hand, P, [], Hand),
    length(Hand, N),
    N > 0.

%   FAB-904 concerns only activating Threadbare Tunic (rc_explain.pl).
moot('FAB-904', S, M) :-
    \+ ( activated_ability(S, M, _, C, _),
         text_read_name(C, Name),
         card_text_read(Name, ability_only_with_empty_hand) ).

message(cards_in_hand(C, Who, N)) -->
    { card_label(C, L) },
    [ "~w's ability may be activated only with no cards in hand, and ~w has ~d"-[L, Who, N] ].
