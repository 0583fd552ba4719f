/*  Flesh and Blood: the last texts of the Cindra Blitz Deck's cards.

    Part of game.pl, included after card_texts_cindra.pl, whose relations
    and those of the files before it it reuses (card_text_read/2 names
    every text read; a card whose whole text is read is modelled).  Read
    here (Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026):

    - Tag the Target: "When this hits a hero, mark them"; Hot on Their
      Heels and Mark with Magma: with 2 or more Draconic chain links, go
      again (FAB-730's reading) and "When this hits a hero, mark them"
      (FAB-1138; the mark is FAB-1037's Marked token);
    - Cindra (and Cindra, Dracai of Retribution): a hit of a marked hero
      makes a Fealty token (Fang's reading, FAB-1040); her once-per-turn
      instant ability, {r}{r}{r} less {r} for each Draconic chain link,
      equips up to 2 Draconic daggers from her player's graveyard
      (FAB-1139; the cindra2_equip_dagger choice, a target or a decline
      move, FAB-1140).

    With these every card of the Cindra Blitz Deck is read.
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, text_abilities/2,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, not_asked_words/2,
   choice_words//1, text_choice_words//2, move_words//3, rule_fact/4, fact_words//1,
   text_ability_effect/1, ability_text_resolved//5, effect//4, own_controlled_choice/1.

%   The texts read here (card_text_read/2):
%
%       hit_marks(When)         Tag the Target: "When this hits a hero,
%                               mark them. Go again" (When: always; its go
%                               again is the keyword's); Hot on Their
%                               Heels, Mark with Magma: "If you control 2
%                               or more Draconic chain links, this gets go
%                               again and \"When this hits a hero, mark
%                               them.\"" (When: draconic_links(2); the go
%                               again: go_again_with_draconic_links(2),
%                               FAB-730) (FAB-1138)
%       marked_hit_creates(Token)   Cindra: "Whenever you hit a marked
%                               hero, create a Fealty token." (Fang's
%                               reading, FAB-1040, card_texts_fang.pl)
%       ability_equip_draconic_daggers(N)   Cindra: "Once per Turn Instant
%                               - {r}{r}{r}: Equip up to 2 Draconic
%                               daggers from your graveyard. This costs
%                               {r} less to activate for each Draconic
%                               chain link you control." (FAB-1139,
%                               FAB-1140; its ability: text_abilities/2)

card_text_read("Tag the Target", hit_marks(always)).
card_text_read("Hot on Their Heels", go_again_with_draconic_links(2)).
card_text_read("Hot on Their Heels", hit_marks(draconic_links(2))).
card_text_read("Mark with Magma", go_again_with_draconic_links(2)).
card_text_read("Mark with Magma", hit_marks(draconic_links(2))).
card_text_read("Cindra", marked_hit_creates("Fealty")).
card_text_read("Cindra", ability_equip_draconic_daggers(2)).
card_text_read("Cindra, Dracai of Retribution", marked_hit_creates("Fealty")).
card_text_read("Cindra, Dracai of Retribution", ability_equip_draconic_daggers(2)).

                 /*******************************
                 *     A HIT THAT MARKS THEM    *
                 *******************************/

rule('FAB-1138', effect, "Tag the Target, Hot on Their Heels, Mark with Magma: \"When this hits a hero, mark them\"",
     "When Tag the Target (its text read) hits (deals damage to the defending hero in the damage step), that hero is marked (FAB-1037's Marked token in their arena; already marked, they stay so with one token). Hot on Their Heels and Mark with Magma (their texts read) do the same only while their controller controls 2 or more Draconic chain links as they hit (draconic_links: their own counts, they are Draconic); with fewer, nothing. The hit removes a mark the hero had first (FAB-1037), then this marks them again; Cindra's or Fang's token for hitting a marked hero (FAB-1040) reads the mark they had before the hit. Hot on Their Heels and Mark with Magma have go again with 2 or more Draconic chain links as their link resolves (FAB-730's reading, as Cinderskin Devotion's), none with fewer (the go again the card data lists for them is this one); Tag the Target's go again is the keyword's. Without damage, nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Tag the Target: \"When this hits a hero, mark them. Go again\" Hot on Their Heels, Mark with Magma: \"If you control 2 or more Draconic chain links, this gets go again and 'When this hits a hero, mark them.'\" CR 5.4.7 (a static ability with a condition applies while it holds), 6.6 (a triggered effect acts on its event), 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 9.3.2 and 9.3.2a (an effect marks a hero; marked again, they stay marked), 9.3.3 (the mark a hit removes is removed as part of the hit, before its triggers resolve), 8.5.50 (mark), 7.0.3c and 2.11.6b (a Draconic chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt, as it does Scar Tissue's (FAB-1038), and reads the Draconic chain links then.")).

%!  cindra2_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit its defending hero (a mark
%   they had already removed, FAB-1037): if its text marks them, with
%   enough Draconic chain links where it asks for them, they are marked
%   (FAB-1138).  card_texts.pl's attack_hit//4 calls it after
%   fang_hit//3.

cindra2_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_marks(When)),
          cindra2_hit_marks_now(S0, L, When),
          card_id(A, AId)
        }
    ->  hero_marked(S0, L.defender, 'FAB-1138', cindra2_hit_marked, AId, S)   % card_texts_fang.pl (FAB-1037)
    ;   { S = S0 }
    ).

cindra2_hit_marks_now(_, _, always).
cindra2_hit_marks_now(S, L, draconic_links(Min)) :-
    draconic_links(S, L.controller, N),         % card_texts_fai.pl
    N >= Min.

message(event(cindra2_hit_marked, F, S0)) -->
    { event_card(S0, F.by, By) },
    (   { F.already == true }
    ->  [ "~w hits and marks ~w: already marked, they stay so"-[By, F.player] ]
    ;   [ "~w hits and marks ~w: a Marked token (~w) in ~w's arena"-[By, F.player, F.card, F.player] ]
    ).

                 /*******************************
                 *   CINDRA EQUIPS HER DAGGERS  *
                 *******************************/

rule('FAB-1139', effect, "Cindra: an instant ability, {r}{r}{r} less {r} for each Draconic chain link, equips up to 2 Draconic daggers from her player's graveyard",
     "Cindra's instant ability (Cindra or Cindra, Dracai of Retribution, her text read; once per turn, FAB-402) costs 3 resource points, 1 less for each Draconic chain link her player controls (FAB-730's count; never below 0): FAB-302 ... FAB-304 check the payment against that cost. It has no target: it may be activated with no dagger in the graveyard. As it resolves her player may equip up to 2 Draconic daggers (a card of their graveyard with the Draconic talent and the subtype Dagger, a one-hander: Kunai of Retribution) to their empty weapon zones (two weapon zones; a weapon or an off-hand card of their weapon zone or attacking on a chain link of theirs fills one, a two-hander two): where such a card is in their graveyard (or a card the position does not name) and a weapon zone is empty, the position waits for their choice (the pending choice cindra2_equip_dagger, its cards those daggers, amount how many more they may equip): a target move naming one (FAB-1140) equips it, and the choice waits again while the amount, a dagger and an empty weapon zone are left; a decline move equips no more. With none, or no empty weapon zone, nothing happens. The dagger equipped is a new object (CR 3.0.9): what its previous existence did this turn (its once-per-turn attack, recorded in `activated`; an effect that names it, as Kunai of Retribution's destruction as the chain closes) is not its own, and rulecheck drops those records. Not handled: where another choice already waits as it resolves, none is asked and no dagger is equipped, and an event says so.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Cindra: \"Once per Turn Instant - {r}{r}{r}: Equip up to 2 Draconic daggers from your graveyard. This costs {r} less to activate for each Draconic chain link you control.\" CR 5.2.1 (an activated ability's cost and effect), 5.1.6 and 5.2.2 (the cost is calculated as it is activated, effects that reduce it applied; a cost is never less than 0), 7.0.3c (a chain link has its active-attack's properties and controller), 8.5.41, 8.5.41a and 8.5.41c (equip: to a zone its subtype allows, empty), 3.16.2 and 3.16.2a (a weapon zone holds one object, a weapon; a two-hander fills two), 8.2.1b (a one-hander needs an empty weapon zone), 1.8.3 (up to 2: the player chooses how many and which), 3.0.9 (a card that enters a zone becomes a new object), 2.11.6b (Draconic is a talent), 8.2.6 (a dagger), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities(Name, [_{type:"instant", limit:"once per turn", cost:3, effect:"equip_draconic_daggers",
                        go_again:false, destroy_self:false}]) :-
    cindra2_hero(Name).

cindra2_hero("Cindra").
cindra2_hero("Cindra, Dracai of Retribution").

text_ability_effect("equip_draconic_daggers").

%!  cindra2_ability_cost_less(+State, +Player:dict, +Card, +Ability:dict, -Less:integer) is det.
%
%   Ability, Cindra's, costs Less resource points less: the Draconic
%   chain links Player controls (FAB-1139); any other ability, 0.
%   card_texts_katsu_bravo.pl's activation_cost/5 calls it.

cindra2_ability_cost_less(S, P, _C, Ab, Less) :-
    (   get_dict(effect, Ab, "equip_draconic_daggers")
    ->  draconic_links(S, P.name, Less)
    ;   Less = 0
    ).

ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "equip_draconic_daggers",
      (   state_card(S0, Src0), card_id(Src0, Id0), Id0 == Id -> Src = Src0 ; Src = _{id:Id} )
    },
    (   { game_over(S0, _) }
    ->  { S = S0 }
    ;   cindra2_equip_waits(S0, Who, Src, 2, S)
    ).

%!  cindra2_equip_waits(+State0, +Player, +Source, +N, -State)// is det.
%
%   Source's text lets Player equip up to N Draconic daggers from their
%   graveyard: with one there and an empty weapon zone, the
%   cindra2_equip_dagger choice waits (FAB-1139); with none, nothing.

cindra2_equip_waits(S0, Who, Src, N, S) -->
    { card_id(Src, SId),
      cindra2_graveyard_daggers(S0, Who, Ids),
      cindra2_empty_weapon_zones(S0, Who, Free)
    },
    (   { Ids == [] ; Free =< 0 }
    ->  { S = S0 },
        [ event('FAB-1139', cindra2_nothing_to_equip, _{player:Who, card:SId, daggers:Ids, free:Free}) ]
    ;   { pending(S0, _) }
    ->  { S = S0 },
        [ event('FAB-1139', choice_not_asked, _{player:Who, card:SId, choice:"cindra2_equip_dagger"}) ]
    ;   { S = S0.put(pending, _{choice:"cindra2_equip_dagger", player:Who, controller:Who, source:Src,
                                cards:Ids, amount:N}) },
        [ event('FAB-1139', cindra2_equip_waits, _{player:Who, card:SId, amount:N, cards:Ids}) ]
    ).

not_asked_words("cindra2_equip_dagger", "which Draconic daggers to equip from their graveyard, and none is equipped").

%!  cindra2_graveyard_daggers(+State, +Player, -Ids:list) is det.
%
%   The ids of the cards of Player's graveyard that Cindra's ability may
%   equip: Draconic daggers, and the cards the position does not name.

cindra2_graveyard_daggers(S, Who, Ids) :-
    player(S, Who, P),
    key_value(graveyard, P, [], G),
    findall(Id, ( member(C, G), cindra2_equippable(C), card_id(C, Id) ), Ids0),
    sort(Ids0, Ids).

cindra2_equippable(C) :-
    (   unknown_card(C)
    ->  true
    ;   cindra2_draconic_dagger(C)
    ).

cindra2_draconic_dagger(C) :-
    card_type(C, "weapon"),
    card_prop(C, subtypes, Ss), is_list(Ss), memberchk("Dagger", Ss),
    card_prop(C, talents, Ts), is_list(Ts), memberchk("Draconic", Ts).

%!  cindra2_empty_weapon_zones(+State, +Player, -Free:integer) is det.
%
%   How many of Player's two weapon zones are empty: a card of their
%   weapon zone, or a weapon of theirs attacking on a chain link, fills
%   one, a two-hander two (CR 3.16.2, 8.2.2b).

cindra2_empty_weapon_zones(S, Who, Free) :-
    player(S, Who, P),
    key_value(weapons, P, [], Ws),
    findall(C, ( chain_open(S),
                 member(L, S.chain.links),
                 key_value(controller, L, S.turn_player, W), W == Who,
                 link_attack(L, C),
                 card_type(C, "weapon") ), OnChain),
    append(Ws, OnChain, All0),
    findall(Id-C, ( member(C, All0), card_id(C, Id) ), Pairs0),
    sort(1, @<, Pairs0, Pairs),
    aggregate_all(sum(K), ( member(_-C, Pairs), cindra2_zones_filled(C, K) ), Used),
    Free is max(0, 2 - Used).

cindra2_zones_filled(C, K) :-
    (   card_prop(C, subtypes, Ss), is_list(Ss), memberchk("2H", Ss)
    ->  K = 2
    ;   K = 1
    ).

own_controlled_choice("cindra2_equip_dagger").  % choices.pl: its player controls it
choice_action("cindra2_equip_dagger", "target").
choice_action("cindra2_equip_dagger", "decline").
choice_phase("cindra2_equip_dagger", "action").

%   cindra2_ready(+S, +Player, ?Id): the card Id of the waiting choice is
%   a Draconic dagger of Player's graveyard, and a weapon zone of theirs
%   is empty.
cindra2_ready(S, Who, Id) :-
    pending(S, Pd),
    Pd.choice == "cindra2_equip_dagger",
    member(Id, Pd.cards),
    player(S, Who, P),
    card_where(P, Id, graveyard, C),
    \+ unknown_card(C),
    cindra2_draconic_dagger(C),
    cindra2_empty_weapon_zones(S, Who, Free),
    Free > 0.

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "cindra2_equip_dagger",
    Who = Pd.player,
    cindra2_ready(S, Who, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "cindra2_equip_dagger",
    Who = Pd.player.

effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "cindra2_equip_dagger",
      choice_answered(S0, S1),
      Who = M.player,
      card_id(Pd.source, SId),
      player(S1, Who, P0),
      take_card(P0, graveyard, M.card, C, P1),
      key_value(weapons, P1, [], Ws0),
      append(Ws0, [C], Ws),
      set_player(S1, P1.put(weapons, Ws), S2),
      cindra2_new_object(S2, M.card, S3),
      key_value(amount, Pd, 1, N0),
      N is N0 - 1,
      cindra2_graveyard_daggers(S3, Who, Left),
      cindra2_empty_weapon_zones(S3, Who, Free)
    },
    [ event('FAB-1139', cindra2_dagger_equipped, _{player:Who, card:SId, dagger:M.card}) ],
    (   { N > 0, Left \== [], Free > 0, \+ game_over(S3, _) }
    ->  { S = S3.put(pending, Pd.put(cards, Left).put(amount, N)) },
        [ event('FAB-1139', cindra2_equip_waits, _{player:Who, card:SId, amount:N, cards:Left}) ]
    ;   { S = S3 }
    ).
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "cindra2_equip_dagger",
      choice_answered(S0, S),
      card_id(Pd.source, SId)
    },
    [ event('FAB-1139', cindra2_equip_declined, _{player:M.player, card:SId}) ].

%   cindra2_new_object(+S0, +Id, -S): the card Id, equipped from the
%   graveyard, is a new object (CR 3.0.9): the abilities its previous
%   existence activated this turn, and the effects that name it, are no
%   longer its own.
cindra2_new_object(S0, Id, S) :-
    key_value(activated, S0, [], Done0),
    atom_concat(Id, '/', Prefix),
    exclude(cindra2_key_of(Prefix), Done0, Done),
    (   get_dict(activated, S0, _) -> S1 = S0.put(activated, Done) ; S1 = S0 ),
    (   get_dict(effects, S1, Es0)
    ->  exclude(cindra2_names_card(Id), Es0, Es),
        S = S1.put(effects, Es)
    ;   S = S1
    ).

cindra2_key_of(Prefix, K) :-
    sub_atom(K, 0, _, _, Prefix).

cindra2_names_card(Id, E) :-
    (   get_dict(card, E, X) ; get_dict(weapon, E, X) ),
    X == Id,
    !.

message(event(cindra2_equip_waits, F, S0)) -->
    { event_card(S0, F.card, L), atomic_list_concat(F.cards, ', ', T) },
    [ "~w: ~w may equip up to ~d Draconic dagger(s) from their graveyard (of ~w: a target move names one, or decline)"-[L, F.player, F.amount, T] ].
message(event(cindra2_nothing_to_equip, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.daggers == [] }
    ->  [ "~w: ~w's graveyard holds no Draconic dagger, so none is equipped"-[L, F.player] ]
    ;   [ "~w: ~w has no empty weapon zone, so no dagger is equipped"-[L, F.player] ]
    ).
message(event(cindra2_dagger_equipped, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.dagger, D) },
    [ "~w: ~w equips ~w from their graveyard to a weapon zone (a new object)"-[L, F.player, D] ].
message(event(cindra2_equip_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w equips no more daggers"-[L, F.player] ].
message(no_choice_waits("cindra2_equip_dagger")) -->
    [ "no dagger waits to be equipped: target or decline answers Cindra's instant ability" ].

choice_words("cindra2_equip_dagger") --> [ "which Draconic dagger to equip from their graveyard (a target move naming one, or decline)" ].
text_choice_words("cindra2_equip_dagger", Source) -->
    [ "which Draconic dagger ~w equips from the graveyard (target, decline)"-[Source] ].
move_words("target", S, M) -->
    { pending(S, Pd), Pd.choice == "cindra2_equip_dagger",
      card_label(Pd.source, Src),
      card_or_id(S, M.card, C), card_label(C, D)
    },
    [ M.player, " equips ", D, " from their graveyard (", Src, ")" ].
move_words("decline", S, M) -->
    { pending(S, Pd), Pd.choice == "cindra2_equip_dagger", card_label(Pd.source, Src) },
    [ M.player, " equips no more daggers (", Src, ")" ].

rule('FAB-1140', constraint, "Cindra equips a Draconic dagger of her player's graveyard to an empty weapon zone",
     "A target move answering the cindra2_equip_dagger choice (FAB-1139) names one of the choice's `cards` that is still a Draconic dagger (the Draconic talent, the subtype Dagger) in its player's graveyard, while a weapon zone of theirs is empty; any other card breaks this rule, and so does a card the position does not name (name it in the graveyard first: a judge sees the graveyard). A decline move is always open: \"up to\" allows none.",
     ruling("",
            "Cindra: \"Equip up to 2 Draconic daggers from your graveyard.\" CR 8.5.41 and 8.5.41c (equip: to an empty zone), 8.2.1b (a one-hander cannot be equipped without an empty weapon zone), 1.8.3 (up to 2: the player chooses), 3.8.1 (the graveyard is public), 8.2.6 (a dagger), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-1140', S, M, cindra2_not_equippable(Id, Who)) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "cindra2_equip_dagger",
    get_dict(player, Pd, Who),
    get_dict(card, M, Id),
    \+ cindra2_ready(S, Who, Id).

moot('FAB-1140', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "cindra2_equip_dagger" ).

rule_fact('FAB-1140', S, _, cindra2_daggers_to_equip(Ids)) :-
    pending(S, Pd),
    Pd.choice == "cindra2_equip_dagger",
    findall(Id, cindra2_ready(S, Pd.player, Id), Ids).

fact_words(cindra2_daggers_to_equip(Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "the daggers that may be equipped now: ~w"-[T] ].

message(cindra2_not_equippable(Id, Who)) -->
    [ "~w is not a Draconic dagger of ~w's graveyard that the choice may equip to an empty weapon zone (a card the position does not name is named first)"-[Id, Who] ].

pending_problem(S, Pd, [cards], cindra2_nothing_to_equip(P)) :-   % FAB-1139
    Pd.choice == "cindra2_equip_dagger",
    get_dict(player, Pd, P),
    player(S, P, _),
    \+ ( key_value(cards, Pd, [], Ids), member(Id, Ids),
         cindra2_graveyard_daggers(S, P, Gs), memberchk(Id, Gs) ).
pending_problem(_, Pd, [amount], cindra2_no_dagger_left) :-   % FAB-1139
    Pd.choice == "cindra2_equip_dagger",
    key_value(amount, Pd, 0, N),
    \+ ( integer(N), N >= 1, N =< 2 ).

message(cindra2_nothing_to_equip(P)) -->
    [ "a dagger waits to be equipped for ~w, whose graveyard holds none of the choice's cards (FAB-1139)"-[P] ].
message(cindra2_no_dagger_left) -->
    [ "a dagger waits to be equipped, but the choice's amount is not 1 or 2 (Cindra equips up to 2, FAB-1139)" ].
