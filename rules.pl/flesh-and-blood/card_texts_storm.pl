/*  Flesh and Blood: Storm of Sandikai, a dragon ally's attack.

    Part of game.pl, included after card_texts_auraweapons.pl, whose
    relations and those of the files before it it reuses
    (card_text_read/2 names every text read; a card whose whole text is
    read is modelled).  Read here (Flesh and Blood Comprehensive Rules,
    Legend Story Studios, as published February 2026):

    - Storm of Sandikai: "Dragon allies you control have '**Once per Turn
      Action** - 0: **Attack**'." (FAB-1489): the activation, once per
      turn for each Dragon ally of its player's arena;
    - an ally's attack (FAB-1490): as the ability resolves, an
      attack-proxy of the ally (a separate object that inherits its
      properties, CR 1.4.3a) becomes the chain link's attack; the ally
      stays in its controller's arena list (the combat chain is part of
      the arena, CR 3.1.1), so every text that looks for an ally, a
      dragon, a Ward or an Arcane Barrier there still sees it;
    - the close (FAB-1491): the proxy ceases to exist (CR 1.4.3c), the
      ally stays;
    - Dromai's "If you've played a red card this turn, dragons you
      control have go again while attacking" for such an attack
      (FAB-1492);
    - an ally's damage is not its player's (CR 8.2.8e), and while an
      ally attacks there is no attacking hero (CR 8.2.8c);
    - what stays unknown: phantasm defended on an ally's attack (is the
      ally destroyed with its attack? FAB-1491), a text read here that
      acts on the attacking hero set off while an ally attacks, a shield
      for a source chosen naming the ally (FAB-1491), and an attack by
      a Dragon ally whose own text rulecheck does not read (Azvolai,
      Cromai, ...: their attack triggers; FAB-1489).

    The general part (an ally's attack-proxy on the chain, its close,
    the state checks) is in this file's ALLY ATTACK section, named
    storm_*: the hooks are position.pl's activated_ability/5, moves.pl's
    activate_option/5, permanents.pl's granted_ability_unread/4 (each
    calls storm_abilities/5 after auraw_abilities/5), effects.pl's
    resolve_ability//3 (storm_ally_attacks//5) and close_links//3
    (storm_put_back//4), keywords_attack.pl's phantasm//2
    (storm_proxy/1: a proxy is destroyed to nowhere), states.pl's FAB-102
    and stack checks (storm_proxy_attack/3, storm_layer_ally/2) and
    inventory (a proxy is no card), card_texts_katsu_bravo.pl's
    link_go_again/2 and card_texts_fai_prism.pl's go again event
    (storm_dromai_go_again/2, FAB-1492), effects.pl's activate effect
    (storm_ally_source/3: no Runechant, Quicken or Courage), messages.pl's
    event_card/3 (storm_proxy_label/3), workflow.pl's FAB-401 fact,
    damage_source.pl (storm_dealer/3), keywords_defense.pl's life_lost/7
    (storm_ally_damage/1) and card_texts_aurora.pl's
    dealt_damage_this_turn/2 (CR 8.2.8e).
*/

:- discontiguous card_text_read/2, message//1, rule/5, depends_on_text/4, reads_record/2,
   storm_proxy_depends/6.

%   The text read here (card_text_read/2):
%
%       dragon_allies_attack    Storm of Sandikai: "Dragon allies you
%                               control have 'Once per Turn Action - 0:
%                               Attack'." (FAB-1489 ... FAB-1492)

card_text_read("Storm of Sandikai", dragon_allies_attack).

%   Dromai's second paragraph reads whether a red card was played this
%   turn (FAB-742's record): with Storm of Sandikai read, a dragon of
%   hers can attack, so the turn records it (card_texts_fai_prism.pl's
%   record_reader/3).
reads_record("Storm of Sandikai", "red_card_played").

                 /*******************************
                 *   STORM OF SANDIKAI: GRANT   *
                 *******************************/

rule('FAB-1489', effect, "Storm of Sandikai: its player's Dragon allies have \"Once per Turn Action - 0: Attack\"",
     "While a player controls Storm of Sandikai (in their weapon zone, its text read), each Dragon ally of their arena (a permanent with the subtypes Ally and Dragon: an Aether Ashwing token, ...) has \"Once per Turn Action - 0: Attack\": an activate move names the ally and that ability (the index after its own abilities: 0 for an Aether Ashwing). It costs nothing but an action point (FAB-403), is an action (FAB-307, FAB-313: the stack empty, the combat chain closed or in its resolution step, its player's action phase), once per turn for each ally (FAB-402, the state's `activated`, by the ally's id). As it is activated its layer opens the combat chain in its layer step (FAB-501); as it resolves the ally attacks (FAB-1490). As the ability resolves an event says so. Where the ally's own text is not read (a Dragon ally other than Aether Ashwing: Azvolai, Cromai, Dominia, ..., whose texts trigger as they attack or hit), the activation is answered unknown, naming the ally.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Storm of Sandikai: \"Dragon allies you control have '**Once per Turn Action** - 0: **Attack**'.\" CR 1.3.1b (the controller of a permanent), 1.7.4 (a weapon's static ability is functional in the arena), 6.2 (an effect may give an object an ability), 5.2.1 and 5.2.1a (an activated ability, its cost and its limit), 1.3.2b (an ally is a permanent), 8.3.1 and 8.3.1b (the attack ability: its attack-proxy on the stack opens the combat chain), 1.4.3 and 1.4.3b (the attack-proxy and its attack-source, the ally), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  storm_grants(+State, +Player, +Card) is semidet.
%
%   Card is a Dragon ally and Player controls a Storm of Sandikai whose
%   text is read (FAB-1489).

storm_grants(S, Who, C) :-
    storm_dragon_ally(C),
    player(S, Who, P),
    key_value(weapons, P, [], Ws),
    member(W, Ws),
    text_read_name(W, Name),
    card_text_read(Name, dragon_allies_attack),
    !.

%   storm_dragon_ally(+Card): Card has the subtypes Ally and Dragon.
storm_dragon_ally(C) :-
    is_dict(C),
    card_subtypes(C, Ss),
    memberchk("Ally", Ss),
    memberchk("Dragon", Ss).

%   storm_ally(+Card): Card has the subtype Ally.
storm_ally(C) :-
    is_dict(C),
    card_subtypes(C, Ss),
    memberchk("Ally", Ss).

%!  storm_abilities(+State, +Player, +Card, +Abilities0, -Abilities) is det.
%
%   Card's abilities as Player activates them: Abilities0 (its own and
%   those auraw_abilities/5 adds), then the attack Storm of Sandikai
%   gives a Dragon ally of Player's arena (FAB-1489).  position.pl's
%   activated_ability/5, moves.pl's activate_option/5 and
%   permanents.pl's granted_ability_unread/4 call it.

storm_abilities(S, Who, C, As0, As) :-
    (   storm_dragon_ally(C),
        player(S, Who, P),
        card_id(C, Id),
        card_in(P, arena, Id, _),
        storm_grants(S, Who, C)
    ->  append(As0, [_{type:"action", limit:"once per turn", cost:0, effect:"attack", go_again:false,
                        destroy_self:false}], As)
    ;   As = As0
    ).

                 /*******************************
                 *         ALLY ATTACK          *
                 *******************************/

rule('FAB-1490', effect, "An ally attacks: its attack-proxy is the chain link's attack, the ally stays in its arena",
     "As the attack ability of an ally of its controller's arena resolves (Storm of Sandikai's, FAB-1489), an attack-proxy of the ally becomes the attack of a new chain link (FAB-501): a copy of the ally's properties (its name, so the card data's power, types, subtypes, classes and talents, and its keyword abilities, the phantasm of an Aether Ashwing with an ash under it among them) with an id of its own (the ally's id and \"-attack\", numbered if that is taken) and `proxy_of`, the ally's id; its base power is the ally's (its +1 power counters added), and the power the ally gained this turn (Skittering Sands', FAB-984) is the chain link's (`power_bonus`), an event saying so. The ally stays in its controller's arena list (the combat chain is part of the arena): a text that counts or targets allies, dragons, Ward or Arcane Barrier permanents there sees it once. The proxy is no card: it is not in the cards a move conserves, and no text for attack action cards, weapons or cards takes it (it has no cost, pitch, colour or defense); texts for attacks take it (the next attack's power, dominate, a hit), and it is a Draconic attack where the ally is Draconic. Its combat damage is the ally's, not its player's (no player deals it: Arcane Cussing and Briar's Embodiment of Earth do not count its controller as dealing it, FAB-1150, FAB-1434, and the turn does not record that its player dealt damage, FAB-1079, nor does its chain link count so for Second Strike, FAB-1080). Activating it is no weapon attack: Runechant, Quicken and Courage (\"when you play an attack action card or activate a weapon attack\") do not trigger on it (FAB-210, FAB-211). If the ally has left its arena as the ability resolves, the proxy ceases to exist and nothing attacks (the ability does nothing but its go again). No text rulecheck reads changes an ally's power while it attacks, nor deals damage to an ally (a target naming one is answered unknown: FAB-1137, FAB-1218, FAB-1319).",
     ruling("Ефекти — це те, що робить здібність, коли вона резолвиться. Якщо ефект є атакою, то починається бій.",
            "CR 1.4.3, 1.4.3a (an attack-proxy is a separate object, an extension of its attack-source, and inherits its properties), 1.4.3b, 1.4.3d (the modified properties of the source are inherited), 7.2.3b and 8.3.1a (the attack-proxy and its source move onto the combat chain as the chain link; the proxy is the active-attack), 7.2.4a (an attack-source that is a living object becomes attacking), 3.1.1 (the arena comprises the combat chain and the permanent zones), 2.5.1a (an ally is a living object), 8.6.1, 8.6.3 and 8.6.22 (Quicken, Runechant, Courage trigger on an attack action card played or a weapon attack activated), 8.2.8c and 8.2.8e (an attacking ally: its controller and their hero are no attacking hero, and have not dealt the damage the ally deals), 7.5.2a (the source of combat damage is the attack), 1.2.2d (an attack-proxy has the object identity \"attack\"), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck keeps the ally in its arena list while its proxy is the link's attack: the chain is in the arena, so each text that looks for the ally there finds it.")).

rule('FAB-1491', effect, "An ally's attack: as the combat chain closes the attack-proxy ceases to exist, the ally stays",
     "As the combat chain closes, the attack of a link that is an ally's attack-proxy (FAB-1490) ceases to exist: it goes to no graveyard and no zone, and the ally stays in its controller's arena as it was (its counters kept). A shield for the damage of a source its player chose (Oasis Respite, Sanctuary of Aria: FAB-1147) naming the ally leaves the proxy's combat damage unknown (a move of the reaction step, or an answer to that damage's choice, names Storm of Sandikai). A proxy destroyed (FAB-511's phantasm) ceases to exist likewise: a defend move that declares, against an ally's attack-proxy with phantasm (an Aether Ashwing with an ash under it), a non-Illusionist attack action card with 6 or more power is answered unknown, naming Storm of Sandikai (whether the ally is destroyed with its attack, CR 8.3.13 \"destroy this\", these rules do not settle; rulecheck destroys the proxy only, the ally staying, and the chain closes). While an ally's attack-proxy is the active attack there is no attacking hero (the ally is attacking): a move of the defending player that plays, declares, activates or may resolve a text read here that acts on the attacking hero (Bloodrot Trap, Boulder Trap, Den and Lair of the Spider, Frailty and Inertia Trap, Pendulum and Pitfall Trap, Hunted or Hunter, Biting Gale, Oldhim's ability, Run into Trouble, the Clash and Test cards, Stonewall Impasse; a trap under Riptide) is answered unknown, naming Storm of Sandikai.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище. Зброя - ... Коли зброя атакує, вона переходить у бойовий ланцюг, поки бій не закінчиться.",
            "CR 1.4.3c (an attack-proxy exists as long as its attack-source is on the same chain link), 7.7.5 (as the chain closes, permanents on it return to their zones: the ally, in the arena, stays), 7.7.6 (other objects are cleared), 1.3.1 (a non-card object put into a zone other than the arena ceases to exist), 8.3.13 and 8.3.13a (phantasm: \"destroy this\"; the attack is destroyed), 7.2.4a (a living attack-source becomes attacking; only otherwise is there an attacking hero), 1.0.1a (card text can change any answer), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  storm_ally_attacks(+State0, +Player, +Layer, +GoAgain, -State)// is semidet.
%
%   Layer, an attack ability of an ally of Player's arena, resolves
%   (FAB-1490): its attack-proxy becomes a new chain link's attack, the
%   ally staying in the arena.  Fails where its source is not an ally of
%   their arena, so effects.pl's resolve_ability//3 goes on as before.

storm_ally_attacks(S0, Who, L, GA, S) -->
    { player(S0, Who, P0),
      card_in(P0, arena, L.source, A),
      storm_ally(A),
      card_id(A, Id),
      storm_proxy_id(S0, Id, PId),
      storm_power_gained(S0, Who, Id, Gained),
      Proxy = A.put(_{id:PId, proxy_of:Id}),
      card_power(Proxy, Power)
    },
    [ event('FAB-1489', storm_attack_resolves, _{player:Who, card:Id}),
      event('FAB-1490', storm_ally_attacks, _{player:Who, card:Id, attack:PId, power:Power}) ],
    add_link(S0, Who, Proxy, storm_ally, GA, S1),          % effects.pl (FAB-501)
    (   { Gained =\= 0 }
    ->  link_power_gained(S1, Who, Proxy, 'FAB-1490', storm_ally_power, _{ally:Id}, Gained, S)   % card_texts_benji_blitz.pl
    ;   { S = S1 }
    ).

%   storm_power_gained(+S, +Player, +Id, -N): the power Player's effects
%   of this turn give the ally Id (Skittering Sands', FAB-984).
storm_power_gained(S, Who, Id, N) :-
    effects(S, Es),
    aggregate_all(sum(K), ( member(E, Es),
                            get_dict(kind, E, "card_power"),
                            get_dict(player, E, W), W == Who,
                            get_dict(card, E, C), C == Id,
                            get_dict(amount, E, K), integer(K) ), N).

%   storm_proxy_id(+S, +AllyId, -Id): the proxy's id, the ally's and
%   "-attack", numbered if a card of the position has it.
storm_proxy_id(S, AId, Id) :-
    string_concat(AId, "-attack", Id0),
    (   \+ card_of_position(S, Id0, _)
    ->  Id = Id0
    ;   between(2, inf, N),
        format(string(Id), "~w-~d", [Id0, N]),
        \+ card_of_position(S, Id, _)
    ->  true
    ).

%!  storm_ally_source(+State, +Player, +Id) is semidet.
%
%   Id, the source of an attack Player activates, is an ally of their
%   arena: no weapon attack, so Runechant, Quicken and Courage ("when you
%   play an attack action card or activate a weapon attack") do not
%   trigger (effects.pl's activate effect asks it).

storm_ally_source(S, Who, Id) :-
    player(S, Who, P),
    card_in(P, arena, Id, C),
    storm_ally(C).

%!  storm_proxy(+Card) is semidet.
%
%   Card, a chain link's attack, is an ally's attack-proxy (FAB-1490).

storm_proxy(C) :-
    is_dict(C),
    get_dict(proxy_of, C, _).

%!  storm_dealer(+Attack, +Controller, -Dealer) is det.
%
%   The player who deals the combat damage of Attack, controlled by
%   Controller: none for an ally's attack-proxy (CR 8.2.8e: if an ally
%   deals damage, its controller and their hero are not considered to
%   have dealt damage), else Controller.  damage_source.pl's
%   combat_damage_source/2 and pending_damage_source/3 ask it.

storm_dealer(A, Who0, Who) :-
    (   storm_proxy(A) -> Who = none ; Who = Who0 ).

%!  storm_ally_damage(+Source) is semidet.
%
%   Source (dsrc/2) is an ally's attack-proxy: the damage is not its
%   controller's (keywords_defense.pl's life_lost/7: no FAB-1079 record).

storm_ally_damage(dsrc(A, _)) :-
    storm_proxy(A).

%!  storm_put_back(+Player, +Attack, +State0, -State)// is det.
%
%   The combat chain closes and Attack, the attack of one of Player's
%   links, goes: an ally's attack-proxy ceases to exist (FAB-1491); any
%   other as card_texts_auraweapons.pl's auraw_put_back//4 says.
%   effects.pl's close_links//3 calls it.

storm_put_back(Who, A, S0, S) -->
    (   { storm_proxy(A) }
    ->  { S = S0, card_id(A, Id) },
        [ event('FAB-1491', storm_proxy_ceases, _{player:Who, attack:Id, ally:A.proxy_of}) ]
    ;   auraw_put_back(Who, A, S0, S)            % card_texts_auraweapons.pl
    ).

%!  storm_proxy_attack(+State, +Link, +Attack) is semidet.
%
%   Attack, the attack of Link, is an ally's attack-proxy whose ally is
%   in the arena of the link's controller (states.pl's FAB-102).

storm_proxy_attack(S, L, A) :-
    get_dict(proxy_of, A, Id),
    key_value(controller, L, S.turn_player, Who),
    player(S, Who, P),
    card_in(P, arena, Id, C),
    storm_ally(C).

%!  storm_layer_ally(+State, +Layer) is semidet.
%
%   Layer, an attack on the stack, is the attack of an ally of its
%   controller's arena (states.pl's stack check).

storm_layer_ally(S, L) :-
    player(S, L.controller, P),
    card_in(P, arena, L.source, C),
    storm_ally(C).

%   storm_proxy_label(+S0, +Id, -Label): Id, no card of S0, is the id
%   of the attack-proxy of an ally of S0 (made by the move): "the attack
%   of" the ally's label.  messages.pl's event_card/3 asks it.
storm_proxy_label(S0, Id, Label) :-
    string(Id),
    sub_string(Id, B, _, _, "-attack"),
    sub_string(Id, 0, B, _, AId),
    state_card(S0, C),
    card_id(C, AId0), AId0 == AId,
    storm_ally(C),
    !,
    card_label(C, L),
    format(atom(Label), "the attack of ~w", [L]).

message(event(storm_ally_power, F, S0)) -->
    { event_card(S0, F.ally, L) },
    [ "the attack of ~w gets the +~d power ~w gained this turn"-[L, F.power, L] ].
message(event(storm_attack_resolves, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "the attack ability of ~w (Storm of Sandikai's: \"Once per Turn Action - 0: Attack\") resolves"-[L] ].
message(event(storm_dragon_go_again, F, S0)) -->
    { event_card(S0, F.attack, A) },
    [ "~w has go again: ~w's hero is Dromai and ~w has played a red card this turn (dragons they control have go again while attacking)"-[A, F.player, F.player] ].
message(event(storm_ally_attacks, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks: its attack-proxy (id ~w) is the chain link's attack, with ~d power, and ~w stays in ~w's arena"-[L, F.attack, F.power, L, F.player] ].
message(event(storm_proxy_ceases, F, S0)) -->
    { event_card(S0, F.ally, L) },
    [ "the attack-proxy of ~w (id ~w) ceases to exist as the combat chain closes; ~w stays in ~w's arena"-[L, F.attack, L, F.player] ].

                 /*******************************
                 *   DROMAI: DRAGONS GO AGAIN   *
                 *******************************/

rule('FAB-1492', effect, "Dromai: once her player has played a red card this turn, their dragon's attack has go again",
     "An attack whose attack-source is a dragon of its controller's (an ally's attack-proxy whose subtypes hold Dragon, FAB-1490), whose controller's hero is Dromai (her text read, her abilities not lost: FAB-624), has go again as its chain link resolves if that player has played a red card this turn (FAB-742: recorded, or a red card of theirs on the combat chain or the stack); with Storm of Sandikai read the turn records it. An event says so as the link resolves. Otherwise the attack has go again only where something else gives it.",
     ruling("",
            "Dromai: \"If you've played a red card this turn, dragons you control have go again while attacking.\" CR 5.4.7 (a static ability with a condition applies while it holds), 1.4.3a (the attack-proxy inherits the go again its source has), 7.6.2 and 8.3.6 (go again is read as the chain link resolves), 2.13 (a hero's abilities), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the condition as the link resolves, as it does Blaze Headlong's (FAB-744).")).

%!  storm_dromai_go_again(+State, +Link) is semidet.
%
%   Link's attack is the proxy of a dragon of Dromai's player, who has
%   played a red card this turn (FAB-1492).

storm_dromai_go_again(S, L) :-
    link_attack(L, A),
    storm_proxy(A),
    card_subtypes(A, Ss), memberchk("Dragon", Ss),
    Who = L.controller,
    player(S, Who, P),
    text_read_name(P.hero, Name),
    card_text_read(Name, pitch_red_creates("Ash")),
    \+ hero_abilities_lost(S, Who),             % card_texts_bravo.pl (FAB-624)
    red_card_played(S, Who, _),                 % card_texts_fai_prism.pl (FAB-742)
    !.

                 /*******************************
                 *        WHAT STAYS UNKNOWN     *
                 *******************************/

%   (1) Phantasm on an ally's attack-proxy (first goal: the defend
%   move's active link has a proxy attack; nothing else is looked at).
depends_on_text(S, M, About, Reason) :-
    storm_active_proxy(S, L, A),                % first: an ally's proxy attacks (else no goal more)
    storm_proxy_depends(S, M, L, A, About, Reason).

storm_proxy_depends(S, M, L, A, About, storm_phantasm_proxy(G, A)) :-
    get_dict(action, M, "defend"),
    get_dict(cards, M, Ids),
    player(S, M.player, P),
    findall(C, ( member(Id, Ids), card_in(P, hand, Id, C) ), Cs),
    key_value(defending, L, [], Ds0),
    append(Ds0, Cs, Ds),
    phantasm_destroyed(S, L.put(defending, Ds), _),   % keywords_attack.pl (FAB-511)
    storm_granter(S, A, G),
    card_about(G, About).

%   (3) A text read here that acts on "the attacking hero" (CR 7.2.4a:
%   an attack whose attack-source is a living object, an ally, has none;
%   rulecheck's texts take the attack's controller's hero), set off by a
%   move of the defending player (a card played, declared or activated)
%   or a pass that may resolve such a layer of theirs, while an ally's
%   proxy is the active attack.  Smoke Out (a red attack) and Steelblade Shunt (a
%   weapon attack) never act on an ally's attack, so they are not here.
storm_proxy_depends(S, M, L, A, About, storm_attacking_hero(G, C)) :-
    get_dict(player, M, Mover),
    Who = L.defender,
    (   get_dict(action, M, "pass") -> true ; Mover == Who ),
    storm_attacking_hero_card(S, M, Who, C),
    !,
    storm_granter(S, A, G),
    card_about(G, About).

storm_attacking_hero_card(S, M, Who, C) :-
    player(S, Who, P),
    (   get_dict(card, M, Id)
    ->  ability_or_hand_card(P, Id, C)
    ;   get_dict(cards, M, Ids)
    ->  member(Id, Ids), ability_or_hand_card(P, Id, C)
    ;   get_dict(action, M, "pass"),
        key_value(stack, S, [], Layers),
        member(Ly, Layers),
        get_dict(controller, Ly, W), W == Who,
        (   layer_card(Ly, C)
        ->  true
        ;   get_dict(source, Ly, Src), ability_or_hand_card(P, Src, C)
        )
    ),
    storm_attacking_hero_reader(P, C).

ability_or_hand_card(P, Id, C) :-
    (   ability_card(P, Id, C0)                 % position.pl
    ->  C = C0
    ;   member(Z, [hand, arsenal]), card_in(P, Z, Id, C0)
    ->  C = C0
    ).

%   storm_attacking_hero_reader(+P, +Card): Card, of the defending player
%   P, is read here and acts on the attacking hero, or is a trap while
%   P's hero is Riptide (whenever a trap triggers, 1 damage to the
%   attacking hero).
storm_attacking_hero_reader(_, C) :-
    text_read_name(C, Name),
    storm_attacking_hero_text(Name),
    !.
storm_attacking_hero_reader(P, C) :-
    card_subtypes(C, Ss), memberchk("Trap", Ss),
    text_read_name(P.hero, Hero),
    memberchk(Hero, ["Riptide", "Riptide, Lurker of the Deep"]).

storm_attacking_hero_text("Biting Gale").
storm_attacking_hero_text("Bloodrot Trap").
storm_attacking_hero_text("Boulder Trap").
storm_attacking_hero_text("Clash of Might").
storm_attacking_hero_text("Clash of Vigor").
storm_attacking_hero_text("Den of the Spider").
storm_attacking_hero_text("Frailty Trap").
storm_attacking_hero_text("Hunted or Hunter").
storm_attacking_hero_text("Inertia Trap").
storm_attacking_hero_text("Lair of the Spider").
storm_attacking_hero_text("Oldhim").
storm_attacking_hero_text("Pendulum Trap").
storm_attacking_hero_text("Pitfall Trap").
storm_attacking_hero_text("Run into Trouble").
storm_attacking_hero_text("Stonewall Impasse").
storm_attacking_hero_text("Test of Might").
storm_attacking_hero_text("Test of Strength").
storm_attacking_hero_text("Test of Vigor").

%   (4) A prevention shield of the defending player for the damage of a
%   source they chose (Oasis Respite, Sanctuary of Aria: `from`) naming
%   the ally whose proxy attacks: whether the proxy's damage is the
%   ally's for that shield rulecheck does not rule (CR 1.4.3a, 7.5.2a),
%   so a move of the reaction step (the pass that deals the damage) or
%   an answer to the damage's choice is unknown.
storm_proxy_depends(S, _, L, A, About, storm_shield_from_ally(G, A)) :-
    (   get_dict(step, S.chain, "reaction")
    ->  true
    ;   pending(S, _)
    ),
    get_dict(proxy_of, A, AllyId),
    effects(S, Es),
    member(E, Es),
    get_dict(from, E, F), F == AllyId,
    get_dict(player, E, P), P == L.defender,
    !,
    storm_granter(S, A, G),
    card_about(G, About).

%   (2) The attack of a Dragon ally whose own text is not read.
depends_on_text(S, M, About, storm_ally_text_unread(C)) :-
    get_dict(action, M, "activate"),
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    player(S, Who, P),
    card_in(P, arena, Id, C),
    storm_dragon_ally(C),
    unmodelled_card(C),                         % permanents.pl
    storm_grants(S, Who, C),
    card_about(C, About).

%   storm_active_proxy(+S, -Link, -Attack): the active chain link, Link,
%   has an ally's attack-proxy for its attack.
storm_active_proxy(S, L, A) :-
    get_dict(chain, S, Ch), is_dict(Ch),
    get_dict(links, Ch, Ls),
    last(Ls, L),
    get_dict(attack, L, A),
    is_dict(A),
    get_dict(proxy_of, A, _).

%   storm_granter(+S, +Attack, -G): the Storm of Sandikai of the attack's
%   controller, or the ally where none is left.
storm_granter(S, A, G) :-
    (   member(P, S.players),
        key_value(weapons, P, [], Ws),
        member(G, Ws),
        get_dict(name, G, "Storm of Sandikai")
    ->  true
    ;   G = A
    ).

message(storm_phantasm_proxy(G, A)) -->
    { card_label(G, GL), card_label(A, AL) },
    [ "depends on the text of ~w: ~w, an ally's attack with phantasm, is defended by a non-Illusionist attack action card with 6 or more power, and whether the ally is destroyed with its attack rulecheck does not rule"-[GL, AL] ].
message(storm_attacking_hero(G, C)) -->
    { card_label(G, GL), card_label(C, L) },
    [ "depends on the text of ~w: an ally attacks (its attack-proxy is the active attack), so there is no attacking hero (CR 7.2.4a), and ~w acts on the attacking hero; rulecheck does not rule what it does then"-[GL, L] ].
message(storm_shield_from_ally(G, A)) -->
    { card_label(G, GL), card_label(A, AL) },
    [ "depends on the text of ~w: ~w, an ally's attack, deals damage while a prevention shield waits for the damage of the ally as a source its player chose, and whether the attack's damage is the ally's for it rulecheck does not rule"-[GL, AL] ].
message(storm_ally_text_unread(C)) -->
    { card_label(C, L) },
    [ "depends on the text of ~w, not modelled: it is a Dragon ally whose attack (Storm of Sandikai's) would set off its own text"-[L] ].
