/*  Flesh and Blood: the texts of the Kassai Blitz Deck's hero and her
    hood, Kassai and Hood of Red Sand.

    Part of game.pl, included after card_texts_kassai.pl, whose relations
    it extends (card_text_read/2, kassai_text_rule/2, attack_on_chain/2,
    the graveyard banish of FAB-841).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Kassai: her sword attacks cost 1 less after a draw this turn; her
      once-per-turn ability banishes 2 red and 2 yellow cards of her
      graveyard, named in the activate move's `banish`, and her next
      weapon hit this turn makes a Gold token (FAB-840, FAB-841);
    - Hood of Red Sand: its cost banishes a red and a yellow card of the
      graveyard (FAB-841's banish); its target sword attack draws a card
      as it hits (FAB-842).
*/

:- discontiguous card_text_read/2, message//1, rule/5, ability_reading/1, ability_reading_resolved//5,
   broken/4, rule_fact/4, fact_words//1, legal_target/3, spec_words/2, kassai_text_rule/2,
   targeting/4, ability_text_resolved//5, text_abilities/2.

                 /*******************************
                 *            KASSAI            *
                 *******************************/

card_text_read("Kassai", sword_attacks_cost_less_after_a_draw(1)).
card_text_read("Kassai", ability_next_weapon_hit_gold).
card_text_read("Kassai of the Golden Sand", sword_attacks_cost_less_after_a_draw(1)).
card_text_read("Kassai of the Golden Sand", ability_next_weapon_hit_gold).

kassai_text_rule("Kassai", 'FAB-840').
kassai_text_rule("Kassai of the Golden Sand", 'FAB-840').

%   Her one ability, its cost the cards it banishes from the graveyard
%   (banish_graveyard: each colour and how many, FAB-841); what it does
%   is read at resolution (effect other, ability_reading/1).
text_abilities(Name, [_{type:"action", limit:"once per turn", cost:0, effect:"other", go_again:true,
                        destroy_self:false,
                        banish_graveyard:[_{color:"red", count:2}, _{color:"yellow", count:2}]}]) :-
    card_text_read(Name, ability_next_weapon_hit_gold).

rule('FAB-840', effect, "Kassai: her sword attacks cost 1 less after a draw; her ability's Gold on the next weapon hit",
     "A player whose hero is Kassai (or Kassai of the Golden Sand; its text read, her abilities not lost) and who has drawn a card this turn (the turn's record card_drawn, FAB-691) activates the attack of a weapon with the subtype Sword for 1 resource point less (never below 0; FAB-302 and FAB-303 count the cost so reduced). Her once-per-turn action ability (an action point, go again; its cost the cards of FAB-841) resolves into an effect for the rest of the turn ({kind: next_weapon_hit_gold, player, source}): the next time a weapon that player controls hits (deals damage to the defending hero), a Gold token is created in their arena and the effect is used up.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Kassai: \"If you've drawn a card this turn, your sword attacks cost {r} less to activate. Once per Turn Action - Banish 2 red and 2 yellow cards from your graveyard: The next time a weapon you control hits a hero this turn, create a Gold token. Go again\" CR 5.1.6a (the asset-cost is calculated: effects that reduce it apply, never below zero), 1.8.4 (a conditional effect), 8.5.6 (draw), 5.2.1 (an activated ability's cost and effect), 7.5.5 (a hit), 4.4.4 (an effect of this turn ends with it), 8.6.16 (Gold), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-841', constraint, "Kassai's ability names the 2 red and 2 yellow cards of the graveyard it banishes",
     "Activating Kassai's ability names in the move (`banish`) the cards its cost banishes from its player's graveyard: exactly 2 red and 2 yellow cards (their colour), each a different card of that graveyard; with fewer there the ability cannot be activated. They go face up to the banished zone as it is activated.",
     ruling("", "Kassai: \"Once per Turn Action - Banish 2 red and 2 yellow cards from your graveyard: ...\" CR 5.2.1 (an activated ability's cost), 5.1.9 (the effect-costs are paid as it is activated: the cards banished are the player's choice), 3.8 (the graveyard, a public zone), 8.5.1 (banish), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  kassai_ability_cost_less(+State, +Player:dict, +Card, +Ability:dict, -Less:integer) is det.
%
%   Ability, the attack of Card, a sword of Player's, costs Less resource
%   points less: 1 while Player's hero is Kassai and they have drawn a
%   card this turn (FAB-840); any other ability, 0.

kassai_ability_cost_less(S, P, C, Ab, Less) :-
    (   get_dict(effect, Ab, "attack"),
        card_prop(C, subtypes, Ss), is_list(Ss), memberchk("Sword", Ss),
        get_dict(hero, P, H),
        text_read_name(H, HName),
        card_text_read(HName, sword_attacks_cost_less_after_a_draw(N)),
        get_dict(name, P, Who),
        \+ hero_abilities_lost(S, Who),           % card_texts_bravo.pl (FAB-624)
        drew_this_turn(S, Who)                    % card_texts_kayo.pl (FAB-691)
    ->  Less = N
    ;   Less = 0
    ).

%   graveyard_banish_specs(+Ability, -Specs): the colours and counts of
%   the graveyard cards Ability's cost banishes (FAB-841).
graveyard_banish_specs(Ab, Specs) :-
    get_dict(banish_graveyard, Ab, Specs).

%!  graveyard_banish_choice(+Player, +Ability, +Move0, -Move) is nondet.
%
%   The candidates of an activation (moves.pl): where Ability's cost
%   banishes cards of the graveyard, each choice of them, once (FAB-841);
%   else Move0 as it is.

graveyard_banish_choice(P, Ab, M0, M) :-
    (   graveyard_banish_specs(Ab, Specs)
    ->  key_value(graveyard, P, [], Grave),
        foldl(colour_choice(Grave), Specs, [], Ids),
        M = M0.put(banish, Ids)
    ;   M = M0
    ).

colour_choice(Grave, Spec, Ids0, Ids) :-
    get_dict(color, Spec, Colour), get_dict(count, Spec, N),
    include(colour_card(Colour), Grave, Cs),
    length(Chosen, N),
    sub_list(Cs, Chosen),                       % moves.pl
    maplist(card_id, Chosen, New),
    append(Ids0, New, Ids).

colour_card(Colour, C) :-
    \+ unknown_card(C),
    card_prop(C, color, Colour0),
    Colour0 == Colour.

broken('FAB-841', S, M, Reason) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, Ab),          % position.pl
    graveyard_banish_specs(Ab, Specs),
    key_value(banish, M, [], Bs),
    key_value(graveyard, P, [], Grave),
    (   msort(Bs, Sorted), length(Sorted, L1), sort(Bs, Set), length(Set, L2), L1 =\= L2
    ->  Reason = graveyard_banish_twice
    ;   member(Id, Bs), \+ card_with_id(Grave, Id, _)
    ->  Reason = graveyard_banish_not_there(P.name, Id)
    ;   member(Spec, Specs),
        get_dict(color, Spec, Colour), get_dict(count, Spec, N),
        aggregate_all(count, ( member(Id, Bs), card_with_id(Grave, Id, G), colour_card(Colour, G) ), K),
        K =\= N
    ->  Reason = graveyard_banish_colour(C, Colour, N, K)
    ;   length(Bs, NB),
        aggregate_all(sum(N1), ( member(Sp, Specs), get_dict(count, Sp, N1) ), Need),
        NB =\= Need
    ->  Reason = graveyard_banish_count(C, Need, NB)
    ).

rule_fact('FAB-841', S, M, graveyard_shown(Who, Grave)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, _, Ab),
    get_dict(name, P, Who),
    graveyard_banish_specs(Ab, _),
    key_value(graveyard, P, [], Grave).

fact_words(graveyard_shown(Who, Grave)) -->
    { maplist(card_label, Grave, Ls), atomic_list_concat(Ls, ', ', T) },
    [ "~w's graveyard: ~w"-[Who, T] ].

message(graveyard_banish_twice) -->
    [ "the move names the same card twice among the cards it banishes" ].
message(graveyard_banish_not_there(Who, Id)) -->
    [ "~w has no card ~w in their graveyard to banish"-[Who, Id] ].
message(graveyard_banish_colour(C, Colour, N, K)) -->
    { card_label(C, L) },
    [ "the cost of ~w's ability banishes ~d ~w card(s) from the graveyard; the move names ~d"-[L, N, Colour, K] ].
message(graveyard_banish_count(C, N, K)) -->
    { card_label(C, L) },
    [ "the cost of ~w's ability banishes ~d card(s) from the graveyard; the move names ~d"-[L, N, K] ].

%!  activation_banished(+Move, +Ability, +Player, +SourceId, +P0, -P)// is det.
%
%   The cards Move banishes to pay Ability's cost go face up to the
%   player's banished zone: from the graveyard for Kassai's (FAB-841),
%   else from the soul (card_texts_prism.pl, FAB-756).

activation_banished(M, Ab, Who, Id, P0, P) -->
    (   { graveyard_banish_specs(Ab, _) }
    ->  { key_value(banish, M, [], Bs),
          foldl(grave_card_banished, Bs, P0, P) },
        [ event('FAB-841', ability_cost_graveyard_banished, _{player:Who, card:Id, cards:Bs}) ]
    ;   { get_dict(banish_hand, Ab, _) }        % Uzuri's: card_texts_singles.pl (FAB-974)
    ->  activation_hand_banished(M, Who, Id, P0, P)
    ;   activation_soul_banished(M, Who, Id, P0, P)
    ).

grave_card_banished(BId, P0, P) :-
    take_card(P0, graveyard, BId, C, P1),
    add_cards(P1, banished, [C], P).

message(event(ability_cost_graveyard_banished, F, S0)) -->
    { event_card(S0, F.card, L), maplist(event_card(S0), F.cards, Ls), atomic_list_concat(Ls, ', ', T) },
    [ "~w banishes ~w from their graveyard to pay the cost of ~w's ability"-[F.player, T, L] ].

ability_reading(ability_next_weapon_hit_gold).

ability_reading_resolved(ability_next_weapon_hit_gold, S0, Who, Id, S) -->
    { add_effect(S0, _{kind:"next_weapon_hit_gold", player:Who, source:Id}, S) },
    [ event('FAB-840', weapon_hit_gold_effect_made, _{player:Who, card:Id}) ].

message(event(weapon_hit_gold_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: the next time a weapon ~w controls hits a hero this turn, ~w creates a Gold token"-[L, F.player, F.player] ].

%!  kassai_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, a weapon, hit: the effect of Kassai's ability waiting for its
%   controller's next weapon hit is used up and a Gold token is created
%   (FAB-840); card_texts.pl's attack_hit//4 calls it.

kassai_hit(S00, L, A, S) -->
    hood_hit_draw(S00, L, A, S0),                % FAB-842
    (   { card_type(A, "weapon"),
          Who = L.controller,
          effects(S0, Es0),
          once(( select(E, Es0, Rest),
                 get_dict(kind, E, "next_weapon_hit_gold"),
                 get_dict(player, E, Who0), Who0 == Who )),
          key_value(source, E, "?", Src)
        }
    ->  tokens_made(["Gold"], 'FAB-840', weapon_hit_gold_made, Who, Src, S0.put(effects, Rest), S)
    ;   { S = S0 }
    ).

message(event(weapon_hit_gold_made, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "a weapon of ~w's hits: ~w's effect creates a Gold token (~w)"-[F.player, By, F.card] ].

                 /*******************************
                 *        HOOD OF RED SAND      *
                 *******************************/

card_text_read("Hood of Red Sand", ability_target_sword_hit_draw).

kassai_text_rule("Hood of Red Sand", 'FAB-842').

text_abilities("Hood of Red Sand", [_{type:"attack reaction", limit:"none", cost:1, effect:"other", go_again:false,
                                      destroy_self:true,
                                      banish_graveyard:[_{color:"red", count:1}, _{color:"yellow", count:1}]}]).

rule('FAB-842', effect, "Hood of Red Sand: destroyed, target sword attack gets \"When this hits, draw a card\"",
     "Hood of Red Sand's attack reaction ability costs 1 resource point, a red and a yellow card of its player's graveyard banished (named in the move's `banish`, as Kassai's, FAB-841) and the Hood destroyed. It targets a sword attack (an attack with the subtype Sword, a weapon's or a card's: the active chain link's, or an attack card of an earlier link), named in the move's target (FAB-622); without one it cannot be activated. As it resolves, the target's chain link records \"When this hits, draw a card\" (`hit_draws`): when the attack hits (deals damage to the defending hero), its controller draws a card. If the target is no longer legal, nothing happens. Its Battleworn is the keyword's.",
     ruling("Оголосіть карту та виберіть будь-які цілі або режими.",
            "Hood of Red Sand: \"Kassai Specialization. Attack Reaction - {r}, banish a red and yellow card from your graveyard, destroy this: Target sword attack gets \\\"When this hits, draw a card.\\\" Battleworn\" CR 5.2.1 (an activated ability's cost and effect), 5.1.9 (the effect-costs: the cards banished are the player's choice; a red one and a yellow one, a card having one colour), 1.8.5 (targets), 5.3.2a (a layer whose targets are all illegal fails to resolve), 7.5.5 (a hit), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the granted hit trigger at once, as the damage is dealt, as it does Whelming Gustwave's draw.")).

targeting(C, ability(0), sword_attack, hit_draw) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_target_sword_hit_draw).

legal_target(S, sword_attack, Id) :-
    attack_on_chain(S, A),
    card_prop(A, subtypes, Ss), is_list(Ss), memberchk("Sword", Ss),
    card_id(A, Id).

spec_words(sword_attack, "a sword attack").

%   The activated-layer L of Hood of Red Sand resolves: its target's
%   chain link records the hit's draw (FAB-842).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "other",
      get_dict(target, L, T),
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      targeting(C, ability(0), Spec, hit_draw)
    },
    (   { legal_target(S0, Spec, T),
          Chain0 = S0.chain,
          nth0(K, Chain0.links, L0, Rest),
          link_attack(L0, A), card_id(A, AId), AId == T,
          key_value(hit_draws, L0, 0, N0),
          N is N0 + 1,
          nth0(K, Links, L0.put(hit_draws, N), Rest),
          S = S0.put(chain, Chain0.put(links, Links))
        }
    ->  [ event('FAB-842', hit_draw_granted, _{player:Who, card:Id, attack:T}) ]
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

%   hood_hit_draw(+S0, +Link, +Attack, -S)//: Link's attack hit: the
%   draws its link records (FAB-842).
hood_hit_draw(S0, L, A, S) -->
    (   { get_dict(hit_draws, L, N), integer(N), N > 0, card_id(A, AId) }
    ->  [ event('FAB-842', granted_hit_draws, _{player:L.controller, attack:AId, count:N}) ],
        draw_cards(L.controller, N, AId, S0, S)      % triggers.pl
    ;   { S = S0 }
    ).

message(event(hit_draw_granted, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, A) },
    [ "~w's ability resolves: ~w gets \"When this hits, draw a card\""-[L, A] ].
message(event(granted_hit_draws, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w hits: ~w draws ~d card(s) (\"When this hits, draw a card\")"-[A, F.player, F.count] ].
