/*  Flesh and Blood: the Illusionist weapons that make auras weapons, of
    the Enigma and Prism Blitz Decks.

    Part of game.pl, included after card_texts_wizard.pl, whose relations
    and those of the files before it it reuses (card_text_read/2 names
    every text read; a card whose whole text is read is modelled).  Read
    here (Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026):

    - Cosmo, Scroll of Ancestral Tapestry: "During your turn, auras you
      control with ward are weapons with base {p} equal to their ward and
      Once per Turn Action - {r}: Attack.  Your aura attacks with one or
      more +1{p} counters get go again." (FAB-1570, FAB-1571);
    - Iris of Reality: "During your action phase, Illusionist auras you
      control are weapons with 4{p} and Once per Turn Action - {r}{r}{r}:
      Attack. Go again" (FAB-1572);
    - an aura's attack (FAB-1573): the aura, a permanent that is also a
      weapon now, becomes the chain link's attack (its base power written
      on it, `power`), and as the combat chain closes it is back in its
      controller's arena (it never left the arena: the combat chain is
      part of it, CR 3.1.1), its counters kept.

    In one place: auraw_weapon/5 says which auras of a player are weapons
    now, with what base power and what attack ability; position.pl's
    activated_ability/5, moves.pl's activate_option/5 (auraw_abilities/5),
    effects.pl's resolve_ability//3 (auraw_attacks//5) and close_links//3
    (auraw_put_back//4), states.pl's FAB-102 and stack checks
    (auraw_attack_aura/3, auraw_layer_aura/2), triggers.pl's attack_kind/3
    (Frailty's -1 on a weapon attack) and permanents.pl's
    granted_ability_unread/4 (auraw_granter_unread/3: Cosmo or Iris whose
    text the state marks unread could give an aura its attack) call it.

    Merciful Retribution ("Whenever an aura or attack action card you
    control is destroyed, deal 1 arcane damage to target hero. ...") is
    read in card_texts_merciful.pl (FAB-1371 ... FAB-1373).
    Known limits of the aura's attack: while
    the aura attacks on the combat chain, the texts that look for an aura
    in the arena list (its Ward as its controller is dealt damage, Astral
    Etchings' and Uphold Tradition's targets) do not see it; an effect
    waiting for its player's next weapon attack (Dusk Path Pilgrimage's)
    waits on.
*/

:- discontiguous card_text_read/2, message//1, rule/5.

%   The texts read here (card_text_read/2):
%
%       auraw_ward_auras_weapons(Cost)   Cosmo: during its controller's
%                               turn, their auras with ward are weapons,
%                               base power their ward, with a once per
%                               turn action attack costing Cost; their
%                               aura attacks with a +1 power counter get
%                               go again (FAB-1570, FAB-1571)
%       auraw_illusionist_auras_weapons(Power, Cost)   Iris of Reality:
%                               during its controller's action phase,
%                               their Illusionist auras are weapons with
%                               Power, a once per turn action attack
%                               costing Cost, with go again (FAB-1572)

card_text_read("Cosmo, Scroll of Ancestral Tapestry", auraw_ward_auras_weapons(1)).
card_text_read("Iris of Reality", auraw_illusionist_auras_weapons(4, 3)).

                 /*******************************
                 *     AURAS THAT ARE WEAPONS   *
                 *******************************/

rule('FAB-1570', effect, "Cosmo, Scroll of Ancestral Tapestry: during its player's turn their auras with ward are weapons, base power their ward, with a once per turn attack",
     "While a player controls Cosmo, Scroll of Ancestral Tapestry (in their weapon zone, its text read), during their own turn each aura with ward of their arena (a card or token with the subtype Aura and the keyword Ward: a Spectral Shield, a Waning Vengeance, a Haze Shelter, ...) is also a weapon: its base power is its Ward value now (Haze Shelter's Ward X as FAB-1442 reads it), and it has \"Once per Turn Action - {r}: Attack\": an activate move names the aura and its ability (the index after its own abilities: 0 for an aura with none). The activation costs 1 resource point and an action point (FAB-403) and is an action (FAB-307, FAB-313: the stack empty, the chain closed or in its resolution step), once per turn for each aura (FAB-402, the state's `activated`). On the other player's turn it is no weapon and has no such ability (FAB-401). As it resolves the aura attacks (FAB-1573), its base power its Ward value as its chain link opens and again as its damage is dealt (a Haze Shelter whose player pitches their first blue card this turn after it attacked has Ward 4, and so base power 4, by then: an event says so).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Cosmo, Scroll of Ancestral Tapestry: \"During your turn, auras you control with ward are weapons with base {p} equal to their ward and Once per Turn Action - {r}: Attack\". CR 1.3.1b (the controller of a permanent), 1.7.4 (a weapon's static ability is functional in the arena), 2.0.2 and 6.2 (an effect may add a type to an object: the aura stays an aura), 5.2.1a (an ability's limit), 8.1.4 (a weapon's attack is activated, an attack-proxy its source), 8.3.20 (Ward), 1.5.2 (+1{p} counters add to power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1571', effect, "Cosmo, Scroll of Ancestral Tapestry: its player's aura attacks with a +1 power counter get go again",
     "While a player controls Cosmo, Scroll of Ancestral Tapestry (its text read), an attack of an aura of theirs (FAB-1573) that has one or more +1 power counters (its power_counters, Astral Etchings', Single Minded Determination's, ...) as its chain link opens gets go again: the link's go_again is true, and an event says so. Without counters the attack has no go again of Cosmo's.",
     ruling("",
            "Cosmo, Scroll of Ancestral Tapestry: \"Your aura attacks with one or more +1{p} counters get go again.\" CR 1.5.1 and 1.5.2 (counters), 8.3.6 (go again: an action point as the chain link resolves), 1.7.4 (a weapon's static ability is functional in the arena), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the counters as the link opens: no text it reads puts counters on an aura while it attacks.")).

rule('FAB-1572', effect, "Iris of Reality: during its player's action phase their Illusionist auras are weapons with 4 power, with a once per turn attack with go again",
     "While a player controls Iris of Reality (in their weapon zone, its text read), during their own action phase each Illusionist aura of their arena (a card or token with the class Illusionist and the subtype Aura: a Spectral Shield, ...) is also a weapon with 4 power (its +1 power counters add to it) and has \"Once per Turn Action - {r}{r}{r}: Attack. Go again\": an activate move names the aura and that ability (the index after its own abilities and Cosmo's). It costs 3 resource points and an action point (FAB-403), is an action (FAB-307, FAB-313), once per turn for each aura (FAB-402); the attack has go again. Outside its player's action phase the aura has no such ability (FAB-401). As it resolves the aura attacks (FAB-1573).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Iris of Reality: \"During your action phase, Illusionist auras you control are weapons with 4{p} and Once per Turn Action - {r}{r}{r}: Attack. Go again\". CR 4.3 (the action phase), 1.3.1b (the controller), 2.0.2 and 6.2 (an effect may add a type: the aura stays an aura), 5.2.1a (an ability's limit), 8.1.4 (a weapon's attack), 8.3.6 (go again), 1.5.2 (+1{p} counters add to power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  auraw_weapon(+State, +Player, +Card, -Power, -Ability) is nondet.
%
%   Card, an aura of Player's arena, is a weapon now by the text of a
%   weapon of theirs read here: Power its base power, Ability its attack
%   (an ability dict as the card data's, its auraw_rule the rule that
%   gives it).  Cosmo (FAB-1570): Player's
%   turn, an aura with ward, Power its Ward value; Iris of Reality
%   (FAB-1572): Player's action phase, an Illusionist aura, Power 4.

auraw_weapon(S, Who, C, Power, Ab) :-
    get_dict(turn_player, S, TP), TP == Who,
    auraw_aura(C),
    player(S, Who, P),
    key_value(weapons, P, [], Ws),
    member(W, Ws),
    text_read_name(W, WName),
    card_text_read(WName, R),
    auraw_grant(R, S, Who, C, Power, Ab).

auraw_grant(auraw_ward_auras_weapons(Cost), S, Who, C, Power, Ab) :-
    auraw_has_ward(C),
    auraw_ward_value(S, Who, C, Power),
    Ab = _{type:"action", limit:"once per turn", cost:Cost, effect:"attack", go_again:false, destroy_self:false,
           auraw_rule:'FAB-1570'}.
auraw_grant(auraw_illusionist_auras_weapons(Power, Cost), S, _, C, Power, Ab) :-
    get_dict(phase, S, "action"),
    card_prop(C, classes, Cs), is_list(Cs), memberchk("Illusionist", Cs),
    Ab = _{type:"action", limit:"once per turn", cost:Cost, effect:"attack", go_again:true, destroy_self:false,
           auraw_rule:'FAB-1572'}.

%   auraw_aura(+Card): Card has the subtype Aura.
auraw_aura(C) :-
    is_dict(C),
    card_subtypes(C, Ss), memberchk("Aura", Ss).

%   auraw_has_ward(+Card): an aura with ward (illus_ward_aura/3's test).
auraw_has_ward(C) :-
    (   card_prop(C, keywords, Ks), is_list(Ks), memberchk("Ward", Ks)
    ->  true
    ;   card_keyword(C, "Ward", _)
    ).

%   auraw_ward_value(+S, +Player, +Card, -X): Card's Ward value now
%   (Haze Shelter's X, FAB-1442); 0 where no number is known (a card
%   whose text the state marks unread: the answer assumes its text).
auraw_ward_value(S, Who, C, X) :-
    illus_ward_card(S, Who, C, C1),             % card_texts_illusionist.pl (FAB-1442)
    (   card_keyword_value(C1, "Ward", X0)
    ->  X = X0
    ;   X = 0
    ).

%!  auraw_abilities(+State, +Player, +Card, +Abilities0, -Abilities) is det.
%
%   Card's abilities as Player activates them: its own (Abilities0),
%   then the attack of each text that makes it a weapon now (FAB-1570,
%   FAB-1572).  position.pl's activated_ability/5 and moves.pl's
%   activate_option/5 call it.

auraw_abilities(S, Who, C, As0, As) :-
    (   auraw_aura(C),
        findall(Ab, auraw_weapon(S, Who, C, _, Ab), Gs),
        Gs \== []
    ->  append(As0, Gs, As)
    ;   As = As0
    ).

%!  auraw_granter_unread(+State, +Move, -Granter) is semidet.
%
%   Move activates an ability of an aura of its player's arena, and
%   Granter, a weapon of theirs named Cosmo, Scroll of Ancestral
%   Tapestry or Iris of Reality whose text the state marks unread, could
%   give it that ability: permanents.pl's granted_ability_unread/4 asks.

auraw_granter_unread(S, M, G) :-
    get_dict(action, M, "activate"),
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    player(S, Who, P),
    card_in(P, arena, Id, C),
    auraw_aura(C),
    key_value(weapons, P, [], Ws),
    member(G, Ws),
    text_unread(G),
    get_dict(name, G, Name),
    card_text_read(Name, R),
    functor(R, F, _),
    memberchk(F, [auraw_ward_auras_weapons, auraw_illusionist_auras_weapons]),
    !.

                 /*******************************
                 *        AN AURA ATTACKS       *
                 *******************************/

rule('FAB-1573', effect, "An aura that is a weapon attacks: the chain link's attack, back in the arena as the chain closes",
     "As the attack of an aura that is a weapon (FAB-1570, FAB-1572) resolves, the aura leaves its place in its controller's arena list and becomes the attack of a new chain link (FAB-501), its base power written on it (`power`: Cosmo's Ward value, Iris of Reality's 4; its +1 power counters add to it). It has not left the arena (the combat chain is part of it): no text that triggers as it leaves applies, and it keeps its counters. The attack has go again where its ability says so (Iris of Reality's) or Cosmo's text gives it (FAB-1571). If it is no longer a weapon as its ability resolves (its weapon gone, or outside the turn or phase), the ability does nothing but its go again. As the combat chain closes the aura goes back to its controller's arena (its `power` dropped), not to a graveyard; a position may name an aura as a chain link's attack where its controller controls Cosmo or Iris of Reality.",
     ruling("Ефекти — це те, що робить здібність, коли вона резолвиться. Якщо ефект є атакою, то починається бій.",
            "CR 8.1.4 and 1.4.3 (a weapon's attack: the attack-proxy and its source), 7.2.3 (the attack becomes a chain link), 3.1.1 (the arena comprises the combat chain and the permanent zones), 7.7.3 (as the combat chain closes, permanents on it return to their zones: a weapon to its player's weapon zone; here the aura, a permanent, to its arena), 1.5 (counters stay on a permanent that does not change zones), 5.3.2 (an ability whose effect cannot happen does nothing), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  auraw_attacks(+State0, +Player, +Layer, +GoAgain, -State)// is semidet.
%
%   Layer, the attack ability of an aura of Player's arena, resolves
%   (FAB-1573): fails where its source is not an aura of their arena
%   that is a weapon now, so effects.pl's resolve_ability//3 goes on as
%   before (an ability that does nothing: its go again, priority).

auraw_attacks(S0, Who, L, GA0, S) -->
    { player(S0, Who, P0),
      card_in(P0, arena, L.source, A),
      auraw_aura(A),
      card_id(A, Id),
      card_abilities(A, As0),
      length(As0, N0),
      K is L.ability - N0,
      K >= 0,
      findall(Pw-Ab, auraw_weapon(S0, Who, A, Pw, Ab), Gs),
      nth0(K, Gs, Power-Ab),
      Rule = Ab.auraw_rule,
      take_card(P0, arena, Id, A, P1),
      set_player(S0, P1, S1),
      A1 = A.put(power, Power),
      (   auraw_counters_go_again(Who, P0, A)
      ->  GA = true, Counters = true
      ;   GA = GA0, Counters = false
      )
    },
    [ event(Rule, auraw_aura_attacks, _{player:Who, card:Id, power:Power}) ],
    (   { Counters == true }
    ->  [ event('FAB-1571', auraw_counters_go_again, _{player:Who, card:Id}) ]
    ;   []
    ),
    add_link(S1, Who, A1, aura_weapon, GA, S).          % effects.pl (FAB-501)

%!  auraw_power_now(+State0, -State)// is det.
%
%   Damage is about to be dealt by the active chain link: where its
%   attack is an aura that Cosmo makes a weapon, its base power is its
%   Ward value now (a Haze Shelter whose player has pitched a blue card
%   since it attacked, FAB-1442), written on it, and an event says so
%   (FAB-1570).  effects.pl's deal_damage//2 calls it.

auraw_power_now(S0, S) -->
    (   { last(S0.chain.links, L0),
          link_attack(L0, A0),
          auraw_attacking_aura(A0),
          Who = L0.controller,
          get_dict(power, A0, P0),
          player(S0, Who, P),
          key_value(weapons, P, [], Ws),
          member(W, Ws),
          text_read_name(W, Name),
          card_text_read(Name, auraw_ward_auras_weapons(_)),
          auraw_has_ward(A0),
          auraw_ward_value(S0, Who, A0, Power),
          Power \== P0,
          !,
          active_link_replaced(S0, L0, L0.put(attack, A0.put(power, Power)), S),   % position.pl
          card_id(A0, Id)
        }
    ->  [ event('FAB-1570', auraw_power_now, _{player:Who, card:Id, power:Power, was:P0}) ]
    ;   { S = S0 }
    ).

message(event(auraw_power_now, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's Ward is ~d now: its base power is ~d (it was ~d as it attacked)"-[L, F.power, F.power, F.was] ].

%   auraw_counters_go_again(+Player, +P, +Aura): Player (P) controls a
%   Cosmo read here and Aura has a +1 power counter (FAB-1571).
auraw_counters_go_again(_, P, A) :-
    key_value(power_counters, A, 0, K), integer(K), K > 0,
    key_value(weapons, P, [], Ws),
    member(W, Ws),
    text_read_name(W, Name),
    card_text_read(Name, auraw_ward_auras_weapons(_)),
    !.

%!  auraw_put_back(+Player, +Attack, +State0, -State)// is det.
%
%   The combat chain closes and Attack, the attack of one of Player's
%   links, returns: an aura (FAB-1573) to Player's arena, without its
%   `power`; any other card as effects.pl's put_back//4 says.
%   effects.pl's close_links//3 calls it.

auraw_put_back(Who, A, S0, S) -->
    (   { auraw_attacking_aura(A) }
    ->  { player(S0, Who, P0),
          (   del_dict(power, A, _, A1) -> true ; A1 = A ),
          add_cards(P0, arena, [A1], P1),
          set_player(S0, P1, S),
          card_id(A, Id)
        },
        [ event('FAB-1573', auraw_aura_returned, _{player:Who, card:Id}) ]
    ;   put_back(Who, A, S0, S)                  % effects.pl
    ).

%   auraw_attacking_aura(+Card): Card, a chain link's attack, is an aura
%   (no attack action card, weapon card or equipment).
auraw_attacking_aura(A) :-
    auraw_aura(A),
    card_type(A, T),
    \+ memberchk(T, ["attack action", "weapon", "equipment"]).

%!  auraw_attack_aura(+State, +Link, +Attack) is semidet.
%
%   Attack, the attack of Link, is an aura whose controller controls a
%   weapon whose text makes auras weapons (Cosmo, Iris of Reality): a
%   position may hold it (states.pl's FAB-102).

auraw_attack_aura(S, L, A) :-
    auraw_attacking_aura(A),
    player(S, L.controller, P),
    auraw_weapon_of(P).

auraw_weapon_of(P) :-
    key_value(weapons, P, [], Ws),
    member(W, Ws),
    get_dict(name, W, Name),
    card_text_read(Name, R),
    functor(R, F, _),
    memberchk(F, [auraw_ward_auras_weapons, auraw_illusionist_auras_weapons]),
    !.

%!  auraw_layer_aura(+State, +Layer) is semidet.
%
%   Layer, an attack on the stack, is the attack of an aura of its
%   controller's arena, who controls Cosmo or Iris of Reality (states.pl's
%   stack check).

auraw_layer_aura(S, L) :-
    player(S, L.controller, P),
    card_in(P, arena, L.source, A),
    auraw_aura(A),
    auraw_weapon_of(P).

message(event(auraw_aura_attacks, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w, an aura that is a weapon, attacks with base power ~d"-[L, F.power] ].
message(event(auraw_counters_go_again, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has a +1 power counter: ~w's aura attack gets go again (Cosmo, Scroll of Ancestral Tapestry)"-[L, F.player] ].
message(event(auraw_aura_returned, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w, an aura that attacked, is back in ~w's arena as the combat chain closes"-[L, F.player] ].
