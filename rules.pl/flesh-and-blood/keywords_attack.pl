/*  Flesh and Blood: the attack keywords and the deck keywords.

    Part of game.pl.  The keyword abilities of the Comprehensive Rules
    (section 8.3) an attack has, and the meta-static ones that say what a
    player's cards may be, each a rule with its ID: its rule/5 entry, the
    relation a judge can ask, the violation (broken/4, invalid/4) or the
    effect with its events, and their words (message//1), side by side.

    A card has a keyword ability when its keyword_abilities name it
    (card_keyword/3, cards.pl): the state's, else the card data's, which
    holds the keywords printed as a paragraph of their own, with their
    number ("Dominate", "Piercing 1").  A keyword the card's text grants
    on a condition is text: a position says so by giving the card its
    keyword_abilities.  The other files call the relations here in one
    line each.
*/

:- discontiguous message//1, rule_fact/4, moot/3, fix/4.

                 /*******************************
                 *           DOMINATE           *
                 *******************************/

rule('FAB-508', constraint, "Dominate: one card from hand at most",
     "An attack with dominate cannot be defended by more than one card from hand: the defending player declares at most one card from hand (equipment as they like), and once a card from hand defends it, no defense reaction is played from hand on that chain link. A defense reaction from hand that resolves once a card from hand defends it (two played while none did) fails to resolve and goes to its owner's graveyard. Every defending card but equipment came from hand, except a defense reaction played from the arsenal, which the chain link records (from_arsenal) as it is played.",
     ruling("", "The seed is silent on keywords. CR 8.3.4 (dominate: this can't be defended by more than one card from hand), 8.3.4a (while a card from hand defends it, no other card from hand is added as a defending card) and 8.3.4b (then no defense reaction is played from hand), 7.4.2d and 5.3.2c (a defense reaction that cannot become a defending card fails to resolve: with two defense reactions on the stack against an attack with dominate, the first defends and the second fails), 5.3.2 (a layer that fails to resolve is cleared from the stack, to its owner's graveyard, and the turn player gains priority), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  dominated(+State, +Link) is semidet.
%
%   The attack of chain link Link has dominate (CR 8.3.4).

dominated(_, L) :-
    link_attack(L, A),
    card_keyword(A, "Dominate", _),
    !.
dominated(S, L) :-
    text_dominate(S, L),                        % card_texts_katsu_bravo.pl (FAB-592)
    !.
dominated(S, L) :-
    effect_dominate(S, L),                      % card_texts_katsu_bravo.pl (FAB-612)
    !.
dominated(S, L) :-
    rupture_met(S, L, _),                       % card_texts_fai.pl (FAB-733)
    !.
dominated(_, L) :-
    power_above_base_met(L, dominate),          % card_texts_oldhim.pl (FAB-772)
    !.
dominated(_, L) :-
    fused_dominate(L),                          % card_texts_oldhim.pl (FAB-783, FAB-787)
    !.
dominated(S, L) :-
    card_dominate(S, L),                        % card_texts_azalea.pl (Azalea, FAB-919)
    !.
dominated(_, L) :-
    get_dict(dominate_effect, L, true).         % card_texts_oldhim.pl (Polar Blast, FAB-788)

%!  link_hand_defenders(+Link, -Cards) is det.
%
%   The cards defending Link that came from a hand: all but equipment and
%   the defense reactions the link records as played from the arsenal
%   (from_arsenal).

link_hand_defenders(L, Cards) :-
    key_value(defending, L, [], Ds),
    key_value(from_arsenal, L, [], Arsenal),
    exclude(not_from_hand(Arsenal), Ds, Cards).

not_from_hand(_, C) :-
    equipment_card(C).
not_from_hand(Arsenal, C) :-
    card_id(C, Id),
    memberchk(Id, Arsenal).

%!  arsenal_reaction_noted(+State0, +Zone, +Card, -State) is det.
%
%   Card, played from Zone, is a defense reaction from the arsenal played
%   onto a chain link whose attack has dominate, or whose text read here
%   asks whether a card from hand defends it: the link records it
%   (from_arsenal), since it will defend from no hand (CR 8.3.4b).  Any
%   other play leaves State0 as it is.

arsenal_reaction_noted(S0, Zone, C, S) :-
    (   Zone == arsenal,
        card_type(C, "defense reaction"),
        active_link(S0, L0),
        (   dominated(S0, L0)
        ;   hand_defence_read(L0)               % card_texts_arakni.pl: Virulent Touch (FAB-726)
        )
    ->  card_id(C, Id),
        key_value(from_arsenal, L0, [], Ids0),
        append(Ids0, [Id], Ids),
        Chain0 = S0.chain,
        once(append(Links0, [_], Chain0.links)),
        append(Links0, [L0.put(from_arsenal, Ids)], Links),
        S = S0.put(chain, Chain0.put(links, Links))
    ;   S = S0
    ).

rule('FAB-512', state, "A chain link's from_arsenal names its defense reactions",
     "The ids a chain link records as played from the arsenal (from_arsenal, FAB-508) are each a defense reaction defending that link, or one on the stack waiting to resolve onto it; each once.",
     ruling("", "The seed is silent on keywords. CR 8.3.4b (dominate counts the cards from hand) and 7.4.2c (a defense reaction played in the reaction step defends the active chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026: the record says where such a card came from, so it names such a card.")).

invalid('FAB-512', S, Path, from_arsenal_not_a_reaction(Id)) :-
    chain_open(S),
    nth0(K, S.chain.links, L),
    key_value(from_arsenal, L, [], Ids),
    nth0(J, Ids, Id),
    \+ named_before(Ids, J, Id),
    \+ arsenal_reaction_of(S, L, Id),
    json_path([chain, links, K, from_arsenal, J], Path).
invalid('FAB-512', S, Path, from_arsenal_twice(Id)) :-
    chain_open(S),
    nth0(K, S.chain.links, L),
    key_value(from_arsenal, L, [], Ids),
    nth0(J, Ids, Id),
    named_before(Ids, J, Id),
    json_path([chain, links, K, from_arsenal, J], Path).

%   named_before(+Ids, +J, +Id): Id is among Ids before place J.
named_before(Ids, J, Id) :-
    nth0(J0, Ids, Id0),
    J0 < J,
    Id0 == Id,
    !.

%   arsenal_reaction_of(+State, +Link, +Id): the defense reaction Id
%   defends Link, or waits on the stack to.
arsenal_reaction_of(S, L, Id) :-
    (   member(C, L.defending)
    ;   stack(S, Ls), member(Layer, Ls), layer_card(Layer, C)
    ),
    card_id(C, Id0),
    Id0 == Id,
    card_type(C, "defense reaction"),
    !.

message(from_arsenal_not_a_reaction(Id)) -->
    [ "~w is recorded as a defense reaction played from the arsenal onto this chain link, but no defense reaction ~w defends it or waits on the stack"-[Id, Id] ].
message(from_arsenal_twice(Id)) -->
    [ "~w is recorded twice as played from the arsenal"-[Id] ].

equipment_card(C) :-
    card_type(C, "equipment").
equipment_card(C) :-                            % a weapon that is also equipment (Parry Blade, FAB-502)
    card_type(C, "weapon"),
    card_prop(C, types, Ts),
    is_list(Ts),
    memberchk("Equipment", Ts).

%   declared_cards(+Player, +Ids, -Hand, -Equipment): the declared cards
%   in Player's hand and equipment zone, each once, in the order declared.
declared_cards(P, Ids0, Hand, Equipment) :-
    list_to_set(Ids0, Ids),
    findall(C, ( member(Id, Ids), card_in(P, hand, Id, C) ), Hand),
    findall(C, ( member(Id, Ids), card_in(P, equipment, Id, C) ), Equipment).

%!  dominate_excess(+State, +Link, +Declared, -Cards) is semidet.
%
%   Declaring the cards Declared (from hand and equipment) as defenders
%   of Link, a dominated link, would have Cards, more than one card from
%   hand, defend it.

dominate_excess(S, L, Declared, Cards) :-
    dominated(S, L),
    hand_excess(S, L, Declared, Cards).

%   hand_excess(+State, +Link, +Declared, -Cards): with Declared, Cards,
%   more than one card from hand, would defend Link.
hand_excess(S, L, Declared, Cards) :-
    link_hand_defenders(L, Old),
    include(in_hand_of(S, L.defender), Declared, New),
    append(Old, New, Cards),
    Cards = [_, _|_].

in_hand_of(S, Who, C) :-
    player(S, Who, P),
    card_id(C, Id),
    card_in(P, hand, Id, _).

broken('FAB-508', S, M, dominated(A, Cards)) :-
    get_dict(action, M, "defend"),
    active_link(S, L),
    dominated(S, L),
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    declared_cards(P, Ids, Hand, _),
    hand_excess(S, L, Hand, Cards),
    link_attack(L, A).
broken('FAB-508', S, M, dominated_reaction(A, C, D)) :-
    get_dict(action, M, "play"),
    get_dict(from, M, "hand"),
    active_link(S, L),
    link_hand_defenders(L, [D|_]),
    dominated(S, L),
    player(S, M.player, P),
    card_in(P, hand, M.card, C),
    card_type(C, "defense reaction"),
    link_attack(L, A).

%!  dominate_refuses(+State, +Card, -Attack, -Defending) is semidet.
%
%   Card, a defense reaction from hand about to resolve, cannot become a
%   defending card: Attack, the active chain link's, has dominate and
%   Defending, a card from hand, defends it already (CR 8.3.4a).  It
%   fails to resolve and goes to the graveyard (CR 7.4.2d, 5.3.2c).

dominate_refuses(S, C, A, D) :-
    active_link(S, L),
    dominated(S, L),
    link_hand_defenders(L, [D|_]),
    key_value(from_arsenal, L, [], Arsenal),
    \+ not_from_hand(Arsenal, C),
    link_attack(L, A).

message(event(defense_reaction_fails, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, AL), event_card(S0, F.defending, DL) },
    [ "~w fails to resolve and goes to ~w's graveyard: ~w has dominate and ~w, a card from hand, defends it already, so ~w cannot become a defending card (CR 7.4.2d, 8.3.4a)"-[L, F.player, AL, DL, L] ].

moot('FAB-508', S, _) :-
    \+ ( active_link(S, L), dominated(S, L) ).

rule_fact('FAB-508', S, _, F) :-
    active_link(S, L),
    link_attack(L, A),
    (   dominated(S, L)
    ->  link_hand_defenders(L, Ds),
        key_value(defending, L, [], All),
        F = dominating(A, Ds, All)
    ;   F = not_dominating(A)
    ).

fix('FAB-508', S, M, one_card_from_hand(Hand)) :-
    get_dict(action, M, "defend"),
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    declared_cards(P, Ids, Hand, _),
    Hand = [_, _|_].

message(fix(one_card_from_hand(Hand))) -->
    [ "declare one of " ],
    cards_words(Hand, plain),
    [ " at most (or none of them), with any equipment" ].
message(dominated(A, Cards)) -->
    { card_label(A, L) },
    [ "~w has dominate: it cannot be defended by more than one card from hand (CR 8.3.4), but these would defend it from hand: "-[L] ],
    cards_words(Cards, plain).
message(dominated_reaction(A, C, D)) -->
    { card_label(A, L), card_label(C, CL), card_label(D, DL) },
    [ "~w has dominate and ~w, a card from hand, defends it already: ~w cannot be played from hand on this chain link (CR 8.3.4b)"-[L, DL, CL] ].
message(fact(dominating(A, Ds, All))) -->
    { card_label(A, L),
      length(All, N),
      length(Ds, K)
    },
    [ "~w has dominate (one card from hand at most); "-[L] ],
    (   { N =:= 0 }
    ->  [ "no card defends it yet" ]
    ;   { N =:= 1 }
    ->  [ "1 card defends it, " ]
    ;   [ "~d cards defend it, "-[N] ]
    ),
    (   { N =:= 0 }
    ->  []
    ;   { K =:= 0, N =:= 1 }
    ->  [ "not from hand" ]
    ;   { K =:= 0 }
    ->  [ "none of them from hand" ]
    ;   { N =:= 1 }
    ->  [ "from hand: " ],
        cards_words(Ds, plain)
    ;   [ "~d of them from hand: "-[K] ],
        cards_words(Ds, plain)
    ).
message(fact(not_dominating(A))) -->
    { card_label(A, L) },
    [ "~w does not have dominate"-[L] ].

                 /*******************************
                 *           OVERPOWER          *
                 *******************************/

rule('FAB-509', constraint, "Overpower: one action card at most",
     "An attack with overpower cannot be defended by more than one action card (an action or attack action card): the defending player declares at most one, besides any cards that are not action cards (equipment, instants, blocks). A defense reaction is no action card, so none is refused.",
     ruling("", "The seed is silent on keywords. CR 8.3.22 (overpower: this can't be defended by more than one action card) and 8.3.22a (while an action card defends it, no other action card is added as a defending card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  overpowered(+State, +Link) is semidet.
%
%   The attack of chain link Link has overpower (CR 8.3.22).

overpowered(S, L) :-
    link_attack(L, A),
    (   card_keyword(A, "Overpower", _)
    ->  true
    ;   text_overpower(S, L)                    % card_texts.pl (Bull Bar, FAB-546)
    ->  true
    ;   gained_overpower(L)                     % card_texts_kayo.pl (Down But Not Out, FAB-685)
    ->  true
    ;   power_above_base_met(L, overpower)      % card_texts_oldhim.pl (Over the Top, FAB-851)
    ).

%!  action_card(+Card) is semidet.
%
%   Card is an action card: an action or an attack action.

action_card(C) :-
    card_type(C, T),
    is_action_type(T).

%!  overpower_excess(+State, +Link, +Declared, -Cards) is semidet.
%
%   Declaring the cards Declared as defenders of Link, whose attack has
%   overpower, would have Cards, more than one action card, defend it.

overpower_excess(S, L, Declared, Cards) :-
    overpowered(S, L),
    action_excess(L, Declared, Cards).

%   action_excess(+Link, +Declared, -Cards): with Declared, Cards, more
%   than one action card, would defend Link.
action_excess(L, Declared, Cards) :-
    key_value(defending, L, [], Ds),
    include(action_card, Ds, Old),
    include(action_card, Declared, New),
    append(Old, New, Cards),
    Cards = [_, _|_].

broken('FAB-509', S, M, overpowered(A, Cards)) :-
    get_dict(action, M, "defend"),
    active_link(S, L),
    overpowered(S, L),
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    declared_cards(P, Ids, Hand, Equipment),
    append(Hand, Equipment, Declared),
    action_excess(L, Declared, Cards),
    link_attack(L, A).

moot('FAB-509', S, _) :-
    \+ ( active_link(S, L), overpowered(S, L) ).

rule_fact('FAB-509', S, _, F) :-
    active_link(S, L),
    link_attack(L, A),
    (   overpowered(S, L)
    ->  key_value(defending, L, [], Ds),
        include(action_card, Ds, As),
        F = overpowering(A, As)
    ;   F = not_overpowering(A)
    ).

fix('FAB-509', S, M, one_action_card(Actions)) :-
    player(S, M.player, P),
    key_value(cards, M, [], Ids),
    declared_cards(P, Ids, Hand, _),
    include(action_card, Hand, Actions),
    Actions = [_, _|_].

message(fix(one_action_card(Actions))) -->
    [ "declare one of the action cards " ],
    cards_words(Actions, plain),
    [ " at most, with any cards that are not action cards" ].
message(overpowered(A, Cards)) -->
    { card_label(A, L) },
    [ "~w has overpower: it cannot be defended by more than one action card (CR 8.3.22), but these action cards would defend it: "-[L] ],
    cards_words(Cards, plain).
message(fact(overpowering(A, As))) -->
    { card_label(A, L) },
    [ "~w has overpower (one action card at most); the action cards defending it: "-[L] ],
    cards_words(As, plain).
message(fact(not_overpowering(A))) -->
    { card_label(A, L) },
    [ "~w does not have overpower"-[L] ].

                 /*******************************
                 *           PIERCING           *
                 *******************************/

rule('FAB-510', effect, "Piercing N: +N power when an equipment defends",
     "An attack with piercing N gets +N power while an equipment defends it: in the damage it deals, in the events and in the display; the defend move that declares the equipment says so. Piercing is counted once however many equipment defend.",
     ruling("", "The seed is silent on keywords. CR 8.3.23 (piercing N: if this is defended by an equipment, it gets +N power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  pierced(+State, +Link, -N) is semidet.
%
%   The attack of chain link Link has piercing N (CR 8.3.23) and an
%   equipment defends it: it gets +N power.

pierced(_, L, N) :-
    link_attack(L, A),
    card_keyword(A, "Piercing", N),
    integer(N),
    key_value(defending, L, [], Ds),
    member(D, Ds),
    equipment_card(D),
    !.

%!  piercing_bonus(+Link, -N) is det.
%
%   The power Link's attack gets from piercing: N when pierced/3, else 0.

piercing_bonus(L, N) :-
    (   pierced(_, L, N0)
    ->  N = N0
    ;   N = 0
    ).

%!  attack_defended(+State0, -State)// is det.
%
%   Defenders were declared on the active chain link of State0: piercing
%   gives its power (FAB-510), phantasm destroys the attack (FAB-511).

attack_defended(S0, S) -->
    { active_link(S0, L) },
    (   { pierced(S0, L, N) }
    ->  { link_attack(L, A),
          card_id(A, AId),
          include(equipment_card, L.defending, Es),
          maplist(card_id, Es, EIds),
          link_power(L, Power)
        },
        [ event('FAB-510', piercing, _{player:L.controller, attack:AId, amount:N, equipment:EIds, power:Power}) ]
    ;   []
    ),
    phantasm(S0, S).

message(event(piercing, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has piercing ~d and an equipment defends it ("-[L, F.amount] ],
    event_cards(S0, F.equipment),
    [ "): it gets +~d power, ~d in all (CR 8.3.23)"-[F.amount, F.power] ].
message(display(piercing(N))) -->
    [ "piercing ~d: an equipment defends it, +~d power"-[N, N] ].

%   event_cards(+S0, +Ids)//: the cards of the position before the move,
%   by their ids, named.
event_cards(S0, [Id]) --> !,
    { event_card(S0, Id, L) },
    [ "~w"-[L] ].
event_cards(S0, [Id|Ids]) --> !,
    { event_card(S0, Id, L) },
    [ "~w, "-[L] ],
    event_cards(S0, Ids).
event_cards(_, []) -->
    [].

                 /*******************************
                 *           PHANTASM           *
                 *******************************/

rule('FAB-511', effect, "Phantasm: defended by a big non-Illusionist attack, the attack is destroyed",
     "When an attack with phantasm is defended by a non-Illusionist attack action card with 6 or more power, the attack is destroyed (it goes to its controller's graveyard; its chain link keeps its defenders but no attack) and, its damage not yet dealt, the combat chain closes as two passes in the resolution step close it (FAB-504): defending cards to the graveyard, equipment back, no go again. rulecheck resolves phantasm's triggered layer as the defenders are declared, as it resolves the vocabulary's triggers (FAB-209, FAB-210): no player gets priority in between.",
     ruling("", "The seed is silent on keywords. CR 8.3.13 (phantasm: whenever this is defended by a non-Illusionist attack action card with 6 or more power, destroy this), 8.3.13a (a triggered layer; the attack is destroyed if the condition still holds as it resolves), 8.3.13b (destroyed before damage, the combat chain closes: 7.7.2), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Between the declaration and the triggered layer's resolution only instants could be played, and none of the cards rulecheck reads changes a defending card's power or class, so resolving it at once decides the same.")).

%!  phantasm_destroyed(+State, +Link, -Defender) is semidet.
%
%   The attack of chain link Link has phantasm and Defender, a
%   non-Illusionist attack action card with 6 or more power, defends it:
%   the attack is destroyed (CR 8.3.13).

phantasm_destroyed(_, L, D) :-
    link_attack(L, A),
    (   card_keyword(A, "Phantasm", _) -> true ; phantasm_gained(L) ),   % card_texts_prism.pl (FAB-753)
    \+ phantasm_lost(L),                        % card_texts_prism.pl (Dream Weavers, FAB-758)
    key_value(defending, L, [], Ds),
    member(D, Ds),
    card_type(D, "attack action"),
    card_power(D, P),
    P >= 6,
    \+ illusionist(D),
    !.

illusionist(C) :-
    card_prop(C, classes, Cs),
    is_list(Cs),
    memberchk("Illusionist", Cs).

%   phantasm(+State0, -State)//: the active chain link's attack, destroyed
%   by phantasm, goes to its controller's graveyard and the chain closes.
phantasm(S0, S) -->
    (   { active_link(S0, L),
          phantasm_destroyed(S0, L, D)
        }
    ->  { Chain0 = S0.chain,
          once(append(Links0, [L0], Chain0.links)),
          link_attack(L0, A),
          del_dict(attack, L0, _, L1),
          append(Links0, [L1], Links),
          S1 = S0.put(chain, Chain0.put(links, Links)),
          Who = L0.controller,
          player(S1, Who, P0),
          (   storm_proxy(A) -> P1 = P0         % card_texts_storm.pl: a proxy ceases to exist (FAB-1491)
          ;   add_cards(P0, graveyard, [A], P1)
          ),
          set_player(S1, P1, S2),
          card_id(A, AId),
          card_id(D, DId),
          card_power(D, Pw)
        },
        [ event('FAB-511', phantasm_destroyed, _{player:Who, attack:AId, card:DId, power:Pw, to:"graveyard"}) ],
        destroyed_text(S2, Who, A, S2a),        % card_texts_dromai.pl (FAB-964)
        close_chain(S2a, S)
    ;   { S = S0 }
    ).

message(event(phantasm_destroyed, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.card, DL) },
    [ "~w has phantasm and ~w, a non-Illusionist attack action card with ~d power, defends it: ~w is destroyed and goes to ~w's graveyard, and with no damage dealt the combat chain closes (CR 8.3.13)"-[L, DL, F.power, L, F.player] ].

                 /*******************************
                 *    THE DECK: LEGENDARY ...   *
                 *******************************/

%!  own_card(+State, ?Owner, -Card, -Steps) is nondet.
%
%   Card, at the JSON path of Steps (json_path/2), is one of Owner's
%   cards that a deck or loadout holds: in their zones (the hero is none
%   of them), their attack on the combat chain, the cards defending for
%   them, their card-layers on the stack.  (Tokens, no part of a card-pool
%   by CR 1.3.2b, are left out by the rules that ask: own_pool_card/1.)

own_card(S, Owner, C, Steps) :-
    nth0(I, S.players, P),
    Owner = P.name,
    (   zone(Z),
        nth0(J, P.get(Z), C),
        Steps = [players, I, Z, J]
    ;   chain_open(S),
        nth0(K, S.chain.links, L),
        (   L.controller == Owner,
            link_attack(L, C),
            Steps = [chain, links, K, attack]
        ;   L.defender == Owner,
            nth0(J, L.defending, C),
            Steps = [chain, links, K, defending, J]
        )
    ;   stack(S, Ls),
        nth0(K, Ls, L),
        get_dict(controller, L, W),
        W == Owner,
        layer_card(L, C),
        Steps = [stack, K, card]
    ).

own_pool_card(C) :-
    \+ token_card(C).

rule('FAB-117', state, "Legendary: one copy at most",
     "A player's cards hold at most one copy of a legendary card (a card is a copy of another with the same name and pitch), wherever they are: deck, hand, arsenal, pitch zone, graveyard, banished zone, arena, weapons, equipment, combat chain, stack. A position with a second copy is refused at that copy.",
     ruling("Потім виберіть карти, які будуть у вашій колоді",
            "The seed says how many cards a deck holds, not how many copies of one. CR 8.3.6 (legendary: you may only have 1 of this in your constructed deck), 1.1.3a (card text of meta-static abilities calls the player's card-pool their deck) and 1.3.4 (a card is distinct from another by its name and pitch), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The card data's keywords say which cards are legendary (the package lists Legendary also for \"Legendary [HERO] Specialization\").")).

%!  legendary(+Card) is semidet.
%
%   Card is legendary (CR 8.3.6): its keywords (the card data's: the
%   meta-static keyword is the card's wherever it is; the card data's
%   keyword_abilities never name Legendary without them) or the
%   keyword_abilities the position gives it name Legendary.

legendary(C) :-
    (   card_prop(C, keywords, Ks),
        is_list(Ks),
        memberchk("Legendary", Ks)
    ->  true
    ;   get_dict(keyword_abilities, C, _),     % the position's own
        card_keyword(C, "Legendary", _)
    ).

%!  legendary_copy(+State, ?Owner, -Card, -First, -Path) is nondet.
%
%   Card, at Path, is a second (or later) copy among Owner's cards of the
%   legendary card First.

legendary_copy(S, Owner, C, First, Path) :-
    findall(C0-Steps0, ( own_card(S, Owner, C0, Steps0),
                         legendary(C0),
                         own_pool_card(C0) ), Legendary),
    append(Before, [C-Steps|_], Legendary),
    card_printing(C, Name, Colour),
    once(( member(First-_, Before),
           card_printing(First, Name, Colour) )),
    json_path(Steps, Path).

invalid('FAB-117', S, Path, legendary_copy(Owner, C, First)) :-
    member(P, S.players),
    Owner = P.name,
    legendary_copy(S, Owner, C, First, Path).

message(legendary_copy(Owner, C, First)) -->
    { card_label(C, L), card_label(First, FL) },
    [ "~w is a second copy of ~w among ~w's cards: a legendary card is in a deck once at most (CR 8.3.6)"-[L, FL, Owner] ].

                 /*******************************
                 *   ... AND SPECIALIZATION     *
                 *******************************/

rule('FAB-118', state, "Specialization: only with its hero",
     "A card with \"[HERO] Specialization\" is among a player's cards only if their hero is that hero: the hero's moniker (its name's most significant part, the same for the young and the adult hero: Rhinar and Rhinar, Reckless Rampage) is among the heroes the card names. A position with such a card of another hero's is refused at that card. A hero without a moniker in the card data (a custom hero) is not checked.",
     ruling("Виберіть свою зброю та спорядження і покладіть їх обличчям донизу. Потім виберіть карти, які будуть у вашій колоді",
            "The seed says nothing of which cards a hero may use. CR 8.3.7 (specialization: you may only have this in your deck if your hero is [HERO], HERO the moniker of the player's hero card), 2.7.3 (the moniker of a personal name) and 1.1.3a (the deck of meta-static text is the card-pool), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The card data gives each specialization's heroes and each hero's moniker (the card library's hero field).")).

%!  specialization_allowed(+Hero, +Card) is semidet.
%
%   Card may be among the cards of a player whose hero is Hero: it is no
%   specialization, Hero's moniker is not known, or it is among the heroes
%   Card specializes in (CR 8.3.7).

specialization_allowed(Hero, C) :-
    (   card_prop(C, specializations, Ss),
        is_list(Ss),
        Ss \== [],
        card_prop(Hero, moniker, M)
    ->  memberchk(M, Ss)
    ;   true
    ).

invalid('FAB-118', S, Path, specialization(Owner, C, Ss, Hero)) :-
    member(P, S.players),
    Owner = P.name,
    Hero = P.hero,
    own_card(S, Owner, C, Steps),
    card_prop(C, specializations, Ss),
    \+ specialization_allowed(Hero, C),
    own_pool_card(C),
    json_path(Steps, Path).

message(specialization(Owner, C, Ss, Hero)) -->
    { card_label(C, L),
      card_label(Hero, HL),
      atomic_list_concat(Ss, ' or ', Names)
    },
    [ "~w is a ~w specialization: it is in a deck only if the hero is ~w, and ~w's hero is ~w (CR 8.3.7)"-[L, Names, Names, Owner, HL] ].

                 /*******************************
                 *       THE DEFEND MOVES       *
                 *******************************/

%!  defence_restriction(+State, +Link, -Restriction) is det.
%
%   What the keywords of Link's attack ask of its defenders, read once
%   for all the sets the defend candidates try (defence_allowed/2):
%   restriction(State, Link, Dominated, Overpowered), each true or false.

defence_restriction(S, L, restriction(S, L, D, O)) :-
    (   dominated(S, L) -> D = true ; D = false ),
    (   overpowered(S, L) -> O = true ; O = false ).

%!  defence_allowed(+Restriction, +Cards) is semidet.
%
%   Cards may be declared as defenders under Restriction: neither
%   dominate (FAB-508) nor overpower (FAB-509) refuses them.

defence_allowed(restriction(S, L, D, O), Cards) :-
    (   D == true -> \+ hand_excess(S, L, Cards, _) ; true ),
    (   O == true -> \+ action_excess(L, Cards, _) ; true ).

%!  keyword_refuses_defence(+State, +Link, +Cards) is semidet.
%
%   The keywords of Link's attack refuse Cards as its defenders: the
%   defend candidates (moves.pl) leave such sets out.

keyword_refuses_defence(S, L, Cards) :-
    (   dominate_excess(S, L, Cards, _)
    ->  true
    ;   overpower_excess(S, L, Cards, _)
    ).

%!  defence_set_count(+State, +Link, +Eligible, -N) is det.
%
%   N sets of the Eligible cards (those that may defend, FAB-502) are
%   legal declarations against Link's attack: all 2^K of K cards, or where
%   the attack's keywords restrict its defenders (dominate, overpower),
%   those they allow, counted.

defence_set_count(S, L, Eligible, N) :-
    (   keyword_restricted_defence(S, L)
    ->  defence_restriction(S, L, R),
        aggregate_all(count, ( sub_list(Eligible, Cs),
                               defence_allowed(R, Cs) ), N)
    ;   length(Eligible, K),
        N is 2^K
    ).

keyword_restricted_defence(S, L) :-
    (   dominated(S, L)
    ->  true
    ;   overpowered(S, L)
    ).

%!  random_allowed_defence(+State, +Link, +Eligible, +Drawn, -Cards) is det.
%
%   Cards is Drawn (a random set of the Eligible cards) when the keywords
%   of Link's attack allow it, else a set drawn at random among those
%   they allow.

random_allowed_defence(S, L, Eligible, Drawn, Cards) :-
    (   keyword_refuses_defence(S, L, Drawn)
    ->  findall(Cs, ( sub_list(Eligible, Cs),
                      \+ keyword_refuses_defence(S, L, Cs) ), Allowed),
        random_member(Cards, Allowed)
    ;   Cards = Drawn
    ).
