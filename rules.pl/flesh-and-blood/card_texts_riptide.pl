/*  Flesh and Blood: the texts of the Riptide Blitz Deck's last cards.

    Part of game.pl, included after card_texts_finish2.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - Searing Shot: a hit takes 1 life from the hit hero (FAB-805);
    - Hemorrhage Bore: with an aim counter (FAB-900's aim_counters), a
      hit destroys the card of the hit hero's arsenal (FAB-806).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4.

%   The texts read here (card_text_read/2):
%
%       hit_life_loss(N)        Searing Shot: "If Searing Shot hits a
%                               hero, they lose 1{h}." (FAB-805)
%       aim_hit_destroys_arsenal_card   Hemorrhage Bore: "If Hemorrhage
%                               Bore has an aim counter, it has 'When this
%                               hits a hero, destroy a card in their
%                               arsenal.'" (FAB-806)

card_text_read("Searing Shot", hit_life_loss(1)).
card_text_read("Hemorrhage Bore", aim_hit_destroys_arsenal_card).

                 /*******************************
                 *   SEARING SHOT, HEMORRHAGE   *
                 *******************************/

rule('FAB-805', effect, "Searing Shot: a hit takes 1 life",
     "When Searing Shot hits a hero (deals damage to the defending hero in the damage step), that hero loses 1 life (a loss, not damage: no prevention, no Ward); at 0 they lose the game. An attack that deals no damage takes none.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Searing Shot: \"If Searing Shot hits a hero, they lose 1{h}.\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect acts on its event), 8.5.12 and 8.5.12b (to lose life, which is not damage), 1.10.2b (a hero with 0 life is cleared), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Toxicity's gained hit (FAB-905).")).

rule('FAB-806', effect, "Hemorrhage Bore with an aim counter: a hit destroys the card of the hit hero's arsenal",
     "While Hemorrhage Bore has an aim counter (the state's aim_counters on it, FAB-900), it has \"When this hits a hero, destroy a card in their arsenal\": when it hits (deals damage to the defending hero in the damage step) with an aim counter, the card of that hero's arsenal (the arsenal holds one) is destroyed and goes to its owner's graveyard. An empty arsenal: nothing. Without an aim counter, or without damage, nothing.",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Hemorrhage Bore: \"If Hemorrhage Bore has an aim counter, it has 'When this hits a hero, destroy a card in their arsenal.'\" CR 1.15.1 (a counter), 5.4.7 (a static ability applies while its condition holds), 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect), 3.3.2 (the arsenal holds one card), 8.5.4 (destroy: the card goes to its owner's graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Command and Conquer's (FAB-542).")).

%!  riptide_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit the defending hero: what its
%   text read here does then (FAB-805, FAB-806).

riptide_hit_text(S0, L, A, S) -->
    searing_hit(S0, L, A, S1),
    bore_hit(S1, L, A, S).

searing_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_life_loss(N)),
          card_id(A, AId),
          Def = L.defender,
          player(S0, Def, P0),
          Life is max(0, P0.life - N),
          set_player(S0, P0.put(life, Life), S)
        }
    ->  [ event('FAB-805', searing_life_lost, _{player:Def, attack:AId, amount:N, life:Life}) ]
    ;   { S = S0 }
    ).

message(event(searing_life_lost, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w hits: ~w's hero loses ~d life (~d left)"-[A, F.player, F.amount, F.life] ].

bore_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, aim_hit_destroys_arsenal_card),
          aim_counter(A),                       % card_texts_azalea.pl (FAB-900)
          card_id(A, AId),
          Def = L.defender,
          player(S0, Def, P0)
        }
    ->  (   { key_value(arsenal, P0, [], [C]),
              add_cards(P0.put(arsenal, []), graveyard, [C], P1),
              set_player(S0, P1, S),
              card_id(C, CId)
            }
        ->  [ event('FAB-806', bore_arsenal_destroyed, _{player:Def, card:CId, by:AId}) ]
        ;   { key_value(arsenal, P0, [], []) }
        ->  { S = S0 },
            [ event('FAB-806', bore_arsenal_empty, _{player:Def, by:AId}) ]
        ;   { S = S0 }                          % two cards: CR 3.3.2 allows none
        )
    ;   { S = S0 }
    ).

message(event(bore_arsenal_destroyed, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w hits with an aim counter: the card of ~w's arsenal (~w) is destroyed and goes to the graveyard"-[By, F.player, C] ].
message(event(bore_arsenal_empty, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits with an aim counter: ~w's arsenal holds no card, so none is destroyed"-[By, F.player] ].
