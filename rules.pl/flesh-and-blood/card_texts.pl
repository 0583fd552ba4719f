/*  Flesh and Blood: the texts of the cards judges meet.

    Part of game.pl.  The card data gives a card's facts; a few texts
    beyond them are read here, each as relations beside its rule/5 entry
    (Flesh and Blood Comprehensive Rules, as published February 2026):
    Frostbite's cost (the token's text, CR 8.6.10: FAB-540), Command and
    Conquer's restriction and its hit (FAB-541, FAB-542), Dorinthea's
    additional weapon attack (FAB-543), Sigil of Solace's life (FAB-544),
    Stand Ground's defense (FAB-545), Bull Bar's overpower beside a Hyper
    Driver (FAB-546), Springboard Somersault, Wounded Bull, Breakneck
    Battery, Barraging Brawnhide (FAB-547 ... FAB-550), the Brute bellows
    (FAB-551), Energy and Timesnap Potion (FAB-552), Flock of the Feather
    Walkers' Quicken (FAB-553), Barraging Beatdown (FAB-554), Romping
    Club (FAB-555), Savage Feast (FAB-556), and the arrow a bow shoots
    (CR 8.2.6a, a rule of the subtype: FAB-320).  card_text_read/2 names
    every text read; a card
    whose whole text is read is modelled (text_read_card/1, permanents.pl's
    unmodelled_card/1); a card of which only a part is read (Bull Bar: its
    Boost is not) stays an assumption of the answers for the rest.
*/

:- discontiguous message//1.

                 /*******************************
                 *        THE TEXTS READ        *
                 *******************************/

%!  card_text_read(?Name:string, ?Reading) is nondet.
%
%   The text of the cards named Name is read by Reading (a relation of
%   this file); text_read_card/1 holds where that is the card's whole
%   text.
%
%       no_defense_reactions_this_link   Command and Conquer: "Defense
%                                   reaction cards can't be played this
%                                   chain link" (FAB-541)
%       hit_destroys_arsenal        Command and Conquer: "When this hits
%                                   a hero, destroy all cards in their
%                                   arsenal" (FAB-542)
%       weapon_hit_attacks_again    Dorinthea: "Once per turn Effect -
%                                   When a weapon you control hits, you
%                                   may attack an additional time with
%                                   that weapon this turn" (FAB-543)
%       gain_life                   Sigil of Solace: "Gain N{h}" (FAB-544)
%       defense_per_token(Names)    Stand Ground: "If you control a Might
%                                   token, this gets +1{d}. If you control
%                                   a Vigor token, this gets +1{d}."
%                                   (FAB-545; its Temper is FAB-522)
%       overpower_with(Name)        Bull Bar: "If you control a Hyper
%                                   Driver, this gets overpower" (FAB-546)
%       next_class_attack_power(Class, Which, Amounts)
%                                   Awakening Bellow: "The next Brute
%                                   attack action card you play this turn
%                                   gains +N{p}"; Primeval Bellow: "Your
%                                   next Brute attack this turn gains
%                                   +N{p}", N by colour (FAB-551)
%       defense_from_arsenal(N)     Springboard Somersault (FAB-547)
%       attacking_creates(Token)    Flock of the Feather Walkers: "When
%                                   you attack with ..., create a Quicken
%                                   token" (FAB-553; its reveal cost is
%                                   FAB-305's)
%       power_when_behind(N)        Wounded Bull (FAB-548)
%       go_again_for_a_discard_of_power(P)  Breakneck Battery (FAB-549)
%       power_while_defended_by_fewer(K, N)  Barraging Brawnhide (FAB-550)
%       attack_draws_after_a_discard_of_power(P)  Savage Feast: "When
%                                   you attack with Savage Feast, if a
%                                   card with 6 or more {p} was discarded
%                                   as an additional cost to play it, draw
%                                   a card" (FAB-556)
%       power_when_discarding_power(P, N)  Romping Club: "Once per Turn
%                                   Effect - When you discard a card with
%                                   6 or more {p}, Romping Club gains
%                                   +1{p} until end of turn" (FAB-555;
%                                   its attack is the card data's)
%       next_class_attack_gains_power_while_defended_by_fewer(Class, K, Amounts)
%                                   Barraging Beatdown (FAB-554)
%
%   The potions' abilities are the vocabulary of permanents'
%   (triggers.pl, permanent_ability/2; FAB-552).

card_text_read("Command and Conquer", no_defense_reactions_this_link).
card_text_read("Command and Conquer", hit_destroys_arsenal).
card_text_read("Dorinthea", weapon_hit_attacks_again).
card_text_read("Dorinthea Ironsong", weapon_hit_attacks_again).
card_text_read("Sigil of Solace", gain_life).
card_text_read("Stand Ground", defense_per_token(["Might", "Vigor"])).
card_text_read("Bull Bar", overpower_with("Hyper Driver")).
card_text_read("Awakening Bellow", next_class_attack_power("Brute", attack_action_card, [3, 2, 1])).
card_text_read("Primeval Bellow", next_class_attack_power("Brute", attack, [5, 4, 3])).
card_text_read("Springboard Somersault", defense_from_arsenal(2)).
card_text_read("Flock of the Feather Walkers", attacking_creates("Quicken")).
card_text_read("Wounded Bull", power_when_behind(1)).
card_text_read("Breakneck Battery", go_again_for_a_discard_of_power(6)).
card_text_read("Barraging Brawnhide", power_while_defended_by_fewer(2, 1)).
card_text_read("Romping Club", power_when_discarding_power(6, 1)).
card_text_read("Savage Feast", attack_draws_after_a_discard_of_power(6)).
card_text_read("Barraging Beatdown", next_class_attack_gains_power_while_defended_by_fewer("Brute", 2, [4, 3, 2])).

%!  card_text_partly_read(?Name:string) is nondet.
%
%   The text of the cards named Name is read here in part only: the rest
%   is not modelled (Bull Bar's Boost).

card_text_partly_read("Bull Bar").

%!  card_text_reach_read(?Name:string, ?Reach:list) is nondet.
%
%   Of a card read in part (card_text_partly_read/1), what the paragraphs
%   read here touch (permanents.pl, reach_bit/2): the card data's reach
%   (card_reach.pl, by the words of every paragraph the data does not
%   read) less these is what its text not read can touch.  Bull Bar's
%   overpower with a Hyper Driver is read (FAB-546); its Boost touches only
%   playing it.

card_text_reach_read("Bull Bar", [restrict(defend), on(any)]).

%!  text_read_card(+Card) is semidet.
%
%   Card's whole text is read here: every paragraph of it (the keywords
%   and additional costs it prints are read where keywords and costs
%   are).  Bull Bar's Boost is not (card_text_partly_read/1), so Bull Bar
%   is not among them.

text_read_card(C) :-
    text_read_name(C, Name),
    once(card_text_read(Name, _)),
    \+ card_text_partly_read(Name).

%!  text_read_name(+Card, -Name:string) is semidet.
%
%   Card's name, where its text may be read here: not a card the state
%   marks text_read false (cards.pl, text_unread/1), whose text rulecheck
%   treats as not read whatever it says (FAB-119).

text_read_name(C, Name) :-
    \+ text_unread(C),
    get_dict(name, C, Name).

%   Player controls a permanent named Name (its arena, weapons or
%   equipment).
controls_named(P, Name) :-
    member(Zone, [arena, weapons, equipment]),
    key_value(Zone, P, [], Cs),
    member(C, Cs),
    get_dict(name, C, Name),
    !.

%   taken_from_hand(+Card, +Ids, -Gone): the cards of Ids that paying
%   Card's additional cost takes from hand: none for a reveal.
taken_from_hand(C, Ids, Gone) :-
    (   card_additional_cost(C, Spec), get_dict(kind, Spec, "reveal")
    ->  Gone = []
    ;   Gone = Ids
    ).

message(event(card_revealed, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.cost_of, For) },
    [ "~w reveals ~w from hand, which stays there: the additional cost of ~w"-[F.player, L, For] ].
message(reveal_wrong_cost(DC, _, Spec)) -->                     % card_texts_boltyn.pl (FAB-893)
    { unknown_card(DC), get_dict(kind, Spec, "charge"), !, card_label(DC, DL) },
    [ "~w is an unknown card: a charged card goes face up into the hero's soul, so name it in the position first"-[DL] ].
message(reveal_wrong_cost(DC, Cost, Spec)) -->
    { card_label(DC, DL) },
    (   { unknown_card(DC) }
    ->  [ "~w is an unknown card: its cost is not known, and "-[DL] ]
    ;   [ "~w costs ~d; "-[DL, Cost] ]
    ),
    spec_label(Spec),
    [ " asks another" ].

                 /*******************************
                 *            ARROWS            *
                 *******************************/

rule('FAB-320', constraint, "An arrow is played from the arsenal, by a player with a bow",
     "A card with the subtype Arrow may be played only from its player's arsenal, and only while they control a bow (a weapon with the subtype Bow, in their weapon zone or attacking on the combat chain).",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "The seed is silent on arrows. CR 8.2.6a (an arrow can only be played from the player's arsenal and only if they control a bow), 2.10.6a (Arrow is a functional subtype), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A quiver beside the bow (FAB-113) changes neither: it is equipment, not a zone arrows are played from.")).

%!  arrow_card(+Card) is semidet.
%
%   Card has the subtype Arrow (CR 8.2.6).

arrow_card(C) :-
    card_subtypes(C, Ss),
    memberchk("Arrow", Ss).

%!  controls_bow(+State, +Player:string) is semidet.
%
%   Player controls a bow: a weapon with the subtype Bow in their weapon
%   zone, or attacking on the combat chain.

controls_bow(S, Who) :-
    player(S, Who, P),
    member(W, P.weapons),
    bow(W),
    !.
controls_bow(S, Who) :-
    chain_open(S),
    member(L, S.chain.links),
    get_dict(controller, L, Who0),
    Who0 == Who,
    link_attack(L, W),
    bow(W),
    !.

bow(W) :-
    card_subtypes(W, Ss),
    memberchk("Bow", Ss).

broken('FAB-320', S, M, arrow_misplayed(C, Why)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    arrow_card(C),
    (   M.from \== "arsenal"
    ->  Why = not_from_arsenal(M.from)
    ;   \+ controls_bow(S, M.player)
    ->  Why = no_bow(M.player)
    ).

message(arrow_misplayed(C, not_from_arsenal(From))) -->
    { card_label(C, L) },
    [ "~w is an arrow: it is played only from the arsenal, not from the ~w (CR 8.2.6a)"-[L, From] ].
message(arrow_misplayed(C, no_bow(Who))) -->
    { card_label(C, L) },
    [ "~w is an arrow: it is played only while its player controls a bow, and ~w controls none (CR 8.2.6a)"-[L, Who] ].

                 /*******************************
                 *           FROSTBITE          *
                 *******************************/

rule('FAB-540', effect, "Frostbite: cards and abilities cost 1 more; it is destroyed when its controller plays or activates",
     "Each Frostbite in a player's arena makes every card they play and every ability they activate cost 1 resource point more (FAB-302 and FAB-303 count the cost with it); when they play a card or activate an ability, every Frostbite in their arena is destroyed (a token: it ceases to exist), as it is at the beginning of their end phase (FAB-209).",
     ruling("Щоб зіграти карту, потрібно сплатити її вартість у ресурсах.",
            "CR 8.6.10 (Frostbite: \"Cards and abilities cost you an additional {r} to play or activate\" and \"At the beginning of your end phase or when you play a card or activate an ability, destroy this\"), 5.1.6a (effects that increase an asset-cost are applied as the cost is calculated, before it is paid: 5.1.7), 1.14.3b (a card may be pitched only if it gains assets needed to pay the cost so calculated), 8.1.8a (a token that leaves the arena ceases to exist), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Its destruction is a triggered effect that rulecheck resolves at once, as it does the tokens of FAB-211.")).

%!  cost_increase(+Player:dict, -N:integer) is det.
%
%   Every card Player plays and every ability they activate costs N
%   resource points more: one for each Frostbite in their arena (FAB-540).

cost_increase(P, N) :-
    (   get_dict(arena, P, Arena) -> true ; Arena = [] ),
    include(frostbite, Arena, Fs),
    length(Fs, N).

%!  play_cost(+Player:dict, +Card, -Cost:integer) is det.
%
%   The resource cost of Player playing Card: its cost, and what
%   Frostbite adds (FAB-540; CR 5.1.6a).

play_cost(P, C, Cost) :-
    card_cost(C, Cost0),
    cost_increase(P, N),
    Cost is Cost0 + N.

%!  activation_cost(+Player:dict, +Ability:dict, -Cost:integer) is det.
%
%   The resource cost of Player activating Ability (FAB-540).

activation_cost(P, Ab, Cost) :-
    ability_cost(Ab, Cost0),
    cost_increase(P, N),
    Cost is Cost0 + N.

%!  frostbites_destroyed(+State0, +Player, -State)// is det.
%
%   Player played a card or activated an ability: every Frostbite in
%   their arena is destroyed (FAB-540).

frostbites_destroyed(S0, Who, S) -->
    { player(S0, Who, P),
      key_value(arena, P, [], Arena),
      include(frostbite, Arena, Fs)
    },
    frostbites(Fs, Who, S0, S).

frostbite(C) :-
    get_dict(name, C, "Frostbite").

frostbites([], _, S, S) --> [].
frostbites([C|Cs], Who, S0, S) -->
    destroy_this('FAB-540', Who, C, S0, S1),     % triggers.pl
    frostbites(Cs, Who, S1, S).

                 /*******************************
                 *      COMMAND AND CONQUER     *
                 *******************************/

rule('FAB-541', constraint, "Command and Conquer, Back Stab: no defense reaction cards this chain link",
     "While Command and Conquer (or Back Stab, whose text says the same) is the attack of the active chain link, no defense reaction card may be played (from hand or arsenal); a defense reaction ability may still be activated.",
     ruling("реакції схожі на миттєві дії, але можуть бути активовані тільки на етапі реакції бою.",
            "Command and Conquer; Back Stab (after its stealth): \"Defense reaction cards can't be played this chain link.\" CR 1.0.1a (an effect that contradicts a rule supersedes it), 5.1.5 (a card is checked as legal to play before any cost is paid: an effect that prevents it makes it illegal), 7.4.2b and 7.4.2c (the defending player's defense reactions in the reaction step, and a defense reaction card cannot be played if an effect prevents it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  defense_reactions_forbidden(+State, -Attack) is semidet.
%
%   The attack of the active chain link, Attack, forbids defense
%   reaction cards this chain link (FAB-541).

defense_reactions_forbidden(S, A) :-
    active_link(S, L),
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, no_defense_reactions_this_link).

broken('FAB-541', S, M, defense_reaction_forbidden(C, A)) :-
    get_dict(action, M, "play"),
    played_card(S, M, _, C),
    card_type(C, "defense reaction"),
    defense_reactions_forbidden(S, A).

message(defense_reaction_forbidden(C, A)) -->
    { card_label(C, L), card_label(A, AL) },
    [ "~w is a defense reaction card, and ~w says defense reaction cards can't be played this chain link"-[L, AL] ].

rule('FAB-542', effect, "Command and Conquer: when it hits a hero, their arsenal is destroyed",
     "When Command and Conquer hits (deals damage to the defending hero in the damage step), every card in that hero's arsenal is destroyed: it goes to its owner's graveyard.",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Command and Conquer: \"When this hits a hero, destroy all cards in their arsenal.\" CR 7.5.5 (an attack hits when it deals damage to an attack-target in the damage step), 8.5.4 (to destroy an object is to put it into its owner's graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered effect at once, as the damage is dealt: nothing in the position can answer it.")).

                 /*******************************
                 *            HITS              *
                 *******************************/

%!  attack_hit(+State0, +Link, +Damage, -State)// is det.
%
%   The attack of Link dealt Damage to the defending hero in the damage
%   step: if it is more than 0 the attack hit (CR 7.5.5), and the texts
%   read here that trigger on a hit resolve: Command and Conquer's
%   (FAB-542), then Dorinthea's (FAB-543).

attack_hit(S0, L, Damage, S) -->
    (   { Damage > 0, link_attack(L, A) }
    ->  fang_hit(S0, L, S0l),                   % card_texts_fang.pl: a mark removed, or made (FAB-1037, FAB-1038)
        cindra2_hit(S0l, L, A, S0m),            % card_texts_cindra_2.pl: Tag the Target's mark (FAB-1138)
        web_hit(S0, S0m, L, A, S0w0),           % card_texts_web.pl: hitting a marked hero (FAB-1205)
        agents_hit(S0, S0w0, L, A, S0w),        % card_texts_arakni_agents.pl: Arakni, Web of Deceit (FAB-1500)
        arsenal_destroyed(S0w, L, A, S1),
        dawnblade_hit(S1, L, A, S1a),           % card_texts_rhinar_dorinthea.pl (FAB-589): before Dorinthea's records a hit
        weapon_hit(S1a, L, A, S1b),
        kassai_hit(S1b, L, A, S1c),             % card_texts_kassai.pl (FAB-840)
        mentor_hit(S1c, L, A, S1d),             % card_texts_singles.pl: Minerva Themis (FAB-978)
        lexi_hit(S1d, L, A, S1e),               % card_texts_lexi.pl: Chill to the Bone (FAB-898)
        chane_hit_first(S1e, L, A, S2),         % card_texts_chane.pl: Warmonger's Recital (FAB-1011)
        hit_go_again(S2, L, S3),                % card_texts_rhinar_dorinthea.pl (FAB-580, FAB-585)
        hit_draw_text(S3, L, A, Damage, S4),    % card_texts_katsu_rest.pl: card_texts_katsu_bravo.pl's (FAB-593, FAB-613, FAB-642), or their order with Katsu's (FAB-566)
        (   { hit_text_waits(S4) }              % card_texts_katsu_blitz.pl (FAB-642, FAB-643): the rest follows the answer
        ->  dromai2_hit_text(S4, L, A, S10)     % card_texts_dromai_2.pl (FAB-983): its transform not asked
        ;   hit_texts_after_draw(S4, L, A, S8), % card_texts_katsu_blitz.pl: Electrify's and Buzz Bolt's damage (FAB-995), the reveal (FAB-561), Bolters (FAB-588), Katsu (FAB-566), Fai (FAB-734), Bolt'n' Shot's reload (FAB-992)
            (   { hit_text_waits(S8) }          % the damage's Ward or Quell choice: the rest follows the answer
            ->  dromai2_hit_text(S8, L, A, S10) % card_texts_dromai_2.pl (FAB-983): its transform not asked
            ;   victor_hit_text(S8, L, A, S9),  % card_texts_victor.pl (FAB-856): it may leave a choice
                chane_hit(S9, L, A, S9c),       % card_texts_chane.pl (FAB-1008): it may leave a choice
                dromai2_hit_text(S9c, L, A, S10)   % card_texts_dromai_2.pl (FAB-983): it may leave a choice
            )
        ),
        melds2_hit(S10, L, A, S10m),            % card_texts_melds2.pl: Burn Up's effect (FAB-1257): it may leave a choice
        nuu2_hit_text(S10m, L, A, S)            % card_texts_nuu_2.pl (FAB-1145): it may leave a choice
    ;   { S = S0 }
    ).

arsenal_destroyed(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          hit_destroys_arsenal_rule(L, Name, Rule),   % card_texts_victor.pl (FAB-542, FAB-850)
          Def = L.defender,
          player(S0, Def, P0),
          P0.arsenal = [_|_]
        }
    ->  { Cards = P0.arsenal,
          add_cards(P0.put(arsenal, []), graveyard, Cards, P1),
          set_player(S0, P1, S),
          maplist(card_id, Cards, Ids),
          card_id(A, AId)
        },
        [ event(Rule, arsenal_destroyed, _{player:Def, cards:Ids, by:AId}) ]
    ;   { S = S0 }
    ).

message(event(arsenal_destroyed, F, S0)) -->
    { event_card(S0, F.by, By),
      maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ", ", LT)
    },
    [ "~w hits: ~w's arsenal (~w) is destroyed and goes to the graveyard"-[By, F.player, LT] ].

                 /*******************************
                 *           DORINTHEA          *
                 *******************************/

rule('FAB-543', effect, "Dorinthea: a weapon that hits may attack an additional time",
     "Once per turn, when a weapon a player with Dorinthea (or Dorinthea Ironsong) as their hero controls hits, that player may attack an additional time with that weapon this turn: the state's effects record it ({kind: additional_attack, player, weapon, source}), and activating the weapon's once-per-turn attack a second time that turn uses it up (used: true) instead of breaking FAB-402. The effect stays, used, until the end of the turn: Dorinthea's ability does not trigger again that turn.",
     ruling("Обмеження зазвичай діють один раз за хід, але якщо здатність не має обмеження, ви можете активувати її стільки разів, скільки захочете (за умови, що ви можете сплатити вартість).",
            "Dorinthea: \"Once per turn Effect - When a weapon you control hits, you may attack an additional time with that weapon this turn.\" CR 1.0.1a (an effect that contradicts a rule supersedes it), 5.2.1a (the limit of an activated ability caps its activations; an effect may allow more), 7.5.5 (an attack hits when it deals damage in the damage step), 4.4.4 (effects of this turn end with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The permission is the player's to use or not: rulecheck records it and never uses it for them.")).

%!  weapon_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, a weapon, hit: if its controller's hero is Dorinthea and her
%   ability has not triggered this turn, the weapon may attack an
%   additional time this turn (FAB-543).

weapon_hit(S0, L, A, S) -->
    (   { card_type(A, "weapon"),
          Who = L.controller,
          player(S0, Who, P),
          text_read_name(P.hero, HName),
          card_text_read(HName, weapon_hit_attacks_again),
          \+ hero_abilities_lost(S0, Who),        % Crush Confidence: card_texts_bravo.pl (FAB-624)
          card_id(P.hero, HId),
          effects(S0, Es),
          \+ ( member(E, Es), get_dict(kind, E, "additional_attack"), get_dict(source, E, HId) ),
          card_id(A, WId)
        }
    ->  { add_effect(S0, _{kind:"additional_attack", player:Who, weapon:WId, source:HId}, S) },
        [ event('FAB-543', additional_attack_allowed, _{player:Who, weapon:WId, by:HId}) ]
    ;   { S = S0 }
    ).

%!  additional_attack_left(+State, +Player, +WeaponId) is semidet.
%
%   Player may attack an additional time with the weapon WeaponId this
%   turn, and has not yet (FAB-543): its once-per-turn attack may be
%   activated again.

additional_attack_left(S, Who, WId) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "additional_attack"),
    get_dict(player, E, Who0), Who0 == Who,
    get_dict(weapon, E, W0), W0 == WId,
    \+ get_dict(used, E, true),
    !.

%!  additional_attack_taken(+State0, +Player, +CardId, +Index, +Ability, +Done, -State) is det.
%
%   Player activates ability Index of CardId, Done the activations of the
%   turn before it: if the ability is a once-per-turn attack and was
%   activated already (or its weapon is attacking), the additional
%   attack Dorinthea allowed is used up (FAB-543).

additional_attack_taken(S0, Who, Id, I, Ab, Done, S) :-
    (   ability_once(Ab),
        get_dict(effect, Ab, "attack"),
        (   activation_key(Id, I, Key), memberchk(Key, Done)
        ->  true
        ;   attacking_with_ability(S0, Id, I)
        ),
        effects(S0, Es0),
        nth0(K, Es0, E, Rest),
        get_dict(kind, E, "additional_attack"),
        get_dict(weapon, E, W0), W0 == Id,
        get_dict(player, E, Who0), Who0 == Who,
        \+ get_dict(used, E, true)
    ->  nth0(K, Es, E.put(used, true), Rest),
        S = S0.put(effects, Es)
    ;   S = S0
    ).

message(event(additional_attack_allowed, F, S0)) -->
    { event_card(S0, F.weapon, W), event_card(S0, F.by, By) },
    [ "~w hits: ~w may attack an additional time with it this turn (~w)"-[W, F.player, By] ].

                 /*******************************
                 *        SIGIL OF SOLACE       *
                 *******************************/

rule('FAB-544', effect, "Sigil of Solace: its player gains life",
     "When Sigil of Solace resolves, its controller's hero gains 3 life (red), 2 (yellow) or 1 (blue); it then goes to the graveyard (FAB-310).",
     ruling("миттєві дії можуть бути активовані в будь-який час і у відповідь на інші карти",
            "Sigil of Solace: \"Gain 3{h}\" (red), \"Gain 2{h}\" (yellow), \"Gain 1{h}\" (blue). CR 1.7.3b (a resolution ability generates its effects as its layer resolves), 1.13.4a (a player gains life from effects that increase their hero's life total), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  card_life_gain(+Card, -N:integer) is semidet.
%
%   Card, resolving, gives its controller's hero N life (FAB-544).

card_life_gain(C, N) :-
    text_read_name(C, Name),
    card_text_read(Name, gain_life),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, [3, 2, 1], N).

%!  resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What Card's text read here does as it resolves (FAB-544).

resolution_text(S0, Who, C, S) -->
    (   { card_life_gain(C, N), card_id(C, Id), get_dict(name, C, LN), text_rule(LN, 'FAB-544', LRule) }   % card_texts_kassai.pl
    ->  life_gained(S0, Who, N, Id, Life, event(LRule, life_gained, _{player:Who, amount:N, life:Life, by:Id}), S)   % life_gained.pl
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_class_attack_power(Class, Which, Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          E0 = _{kind:"next_attack_power", player:Who, amount:N, source:Id, class:Class},
          (   Which == attack_action_card
          ->  E = E0.put(attack_action_card, true), Only = true
          ;   E = E0, Only = false
          ),
          add_effect(S0, E, S)
        }
    ->  [ event('FAB-551', class_attack_effect_made, _{player:Who, card:Id, class:Class, amount:N,
                                                       attack_action_card:Only}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_class_attack_gains_power_while_defended_by_fewer(Class, K, Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_conditional_power", player:Who, amount:N, fewer:K,
                           class:Class, source:Id}, S)
        }
    ->  [ event('FAB-554', conditional_power_made, _{player:Who, card:Id, class:Class, amount:N, fewer:K}) ]
    ;   deck_resolution_text(S0, Who, C, S1),   % card_texts_katsu_bravo.pl (FAB-610)
        more_resolution_text(S1, Who, C, S2),   % card_texts_rhinar_dorinthea.pl
        rhinar_blitz_resolution_text(S2, Who, C, S3),   % card_texts_rhinar_blitz.pl (FAB-671, FAB-672)
        prism_resolution_text(S3, Who, C, S4),  % card_texts_prism.pl (FAB-750)
        victor_resolution_text(S4, Who, C, S5),   % card_texts_victor.pl (FAB-865)
        kassai_resolution_text(S5, Who, C, S5b),  % card_texts_kassai.pl (FAB-826)
        boltyn_resolution_text(S5b, Who, C, S5c), % card_texts_boltyn.pl (FAB-891)
        levia_resolution_text(S5c, Who, C, S5d),  % card_texts_levia.pl (FAB-939)
        azalea_resolution_text(S5d, Who, C, S5e),   % card_texts_azalea.pl (FAB-905, FAB-906)
        riptide_resolution_text(S5e, Who, C, S5f),  % card_texts_riptide.pl (FAB-809)
        lexi_resolution_text(S5f, Who, C, S5g),   % card_texts_lexi.pl (FAB-844)
        dromai2_resolution_text(S5g, Who, C, S5h),  % card_texts_dromai_2.pl (FAB-981)
        chane_resolution_text(S5h, Who, C, S5i),    % card_texts_chane.pl (FAB-1004)
        aurora_resolution_text(S5i, Who, C, S5j),    % card_texts_aurora.pl (FAB-1069)
        fang_resolution_text(S5j, Who, C, S5k),     % card_texts_fang.pl (FAB-1034)
        briar_resolution_text(S5k, Who, C, S5l),      % card_texts_briar.pl (FAB-1243, FAB-1246, FAB-1247)
        florian_resolution_text(S5l, Who, C, S5m),    % card_texts_florian.pl (FAB-1277)
        web_resolution_text(S5m, Who, C, S5n),        % card_texts_web.pl (FAB-1212, FAB-1213)
        hunted_resolution_text(S5n, Who, C, S5o),     % card_texts_hunted.pl (Up Sticks and Run, FAB-1179)
        oscilio_resolution_text(S5o, Who, C, S5p),    % card_texts_oscilio.pl (FAB-1317)
        enigma_resolution_text(S5p, Who, C, S5q),   % card_texts_enigma.pl (FAB-1342)
        wiz_resolution_text(S5q, Who, C, S5r),      % card_texts_wizard.pl (FAB-1480)
        meld_resolution_text(S5r, Who, C, S)        % card_texts_meld.pl (FAB-1553)
    ).

                 /*******************************
                 *          STAND GROUND        *
                 *******************************/

rule('FAB-545', effect, "Stand Ground: +1 defense for a Might, +1 for a Vigor",
     "Stand Ground has +1 defense while its controller controls a Might token and +1 more while they control a Vigor token: the damage it prevents while defending and its defense as the chain closes count them, so its Temper (FAB-522) destroys it only if its defense is 0 after the -1 defense counter.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Stand Ground: \"If you control a Might token, this gets +1{d}. If you control a Vigor token, this gets +1{d}. Temper.\" CR 5.4.7 (a while-static ability applies while its condition is met), 2.3.3 and 2.0.3d (effects and counters modify defense, the counter too), 2.0.3c (a defense is never below 0), 8.3.10 (Temper: when the combat chain closes, a -1 defense counter, then destroyed if its defense is 0), 7.7.3 and 7.7.4 (the trigger resolves as the chain closes, the tokens still in the arena), 8.6.26 and 8.6.27 (Might and Vigor stay in the arena until the start of their controller's turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  text_defense_bonus(+State, +Player, +Card, -Bonus:integer) is det.
%
%   What Card's text read here adds to its defense while Player controls
%   it (FAB-545): +1 for each of the tokens it names that Player controls.

text_defense_bonus(S, Who, C, Bonus) :-
    (   text_read_name(C, Name),
        card_text_read(Name, defense_per_token(Tokens)),
        player(S, Who, P)
    ->  aggregate_all(count, ( member(T, Tokens), controls_named(P, T) ), Bonus)
    ;   Bonus = 0
    ).

%!  defending_defense(+State, +Player, +Card, -Defense:integer) is det.
%
%   The defense of Card, defending for Player: card_defense/2 (its
%   printed defense and counters) and what its text adds (FAB-545).

defending_defense(S, Who, C, D) :-
    (   (   card_prop(C, defense, D0), integer(D0)
        ->  true
        ;   text_base_defense(S, Who, C, D0)    % card_texts_victor.pl (Bloodied Oval, FAB-868)
        )
    ->  text_defense_bonus(S, Who, C, B),
        deck_defense_bonus(S, Who, C, B2),      % card_texts_katsu_bravo.pl (FAB-614)
        victor_defense_bonus(S, Who, C, B3),    % card_texts_victor.pl (FAB-858, FAB-869)
        singles_defense_bonus(S, C, B4),        % card_texts_singles.pl (Parry Blade, FAB-971)
        fang_defense_bonus(S, C, B5),           % card_texts_fang.pl (FAB-1035, FAB-1036)
        briar_defense_bonus(S, Who, C, B6),     % card_texts_briar.pl (FAB-1252)
        florian_defense_bonus(S, Who, C, B7),   % card_texts_florian.pl (FAB-1282)
        enigma_defense_bonus(S, C, B8),         % card_texts_enigma.pl (Big Blue Sky, FAB-1341)
        rune_defense_bonus(S, Who, C, B9),      % card_texts_runeblade.pl (Amulet of Earth, FAB-1462)
        D1 is D0 + B + B2 + B3 + B4 + B5 + B6 + B7 + B8 + B9,
        countered_defense(C, D1, D)             % keywords_defense.pl
    ;   D = 0
    ).

%!  text_defenses_applied(+State, +Link)// is det.
%
%   As Link's damage is dealt, an event for each defending card whose
%   text read here adds to its defense (FAB-545), and one for the attack
%   whose text adds to its power (FAB-550).

text_defenses_applied(S, L) -->
    { findall(Id-B-R, ( member(C, L.defending),
                        text_defense_bonus(S, L.defender, C, B),
                        B > 0,
                        card_id(C, Id),
                        defense_token_rule(C, R) ), Applied) },   % card_texts_rhinar_blitz.pl (FAB-670)
    text_defense_events(Applied, L.defender),
    deck_defenses_applied(S, L),                % card_texts_katsu_bravo.pl (FAB-614)
    singles_defenses_applied(S, L),             % card_texts_singles.pl (FAB-971)
    fang_defenses_applied(S, L),                % card_texts_fang.pl (FAB-1035, FAB-1036)
    briar_defenses_applied(S, L),               % card_texts_briar.pl (FAB-1252)
    florian_defenses_applied(S, L),             % card_texts_florian.pl (FAB-1282)
    enigma_defenses_applied(S, L),              % card_texts_enigma.pl (FAB-1341)
    { benji_blitz_power_bonus(L, PB),           % card_texts_benji_blitz.pl (FAB-658)
      uzuri_power_bonus(L, UB),                 % card_texts_uzuri.pl (FAB-718)
      azalea_power_bonus(L, AB),                % card_texts_azalea.pl (FAB-900, FAB-902)
      fang_power_bonus(L, FB)                   % card_texts_fang.pl (FAB-1050)
    },
    (   { fewer_power_bonus(L, P), P > 0, link_attack(L, A), card_id(A, AId) }   % FAB-550's own, no other text's
    ->  [ event('FAB-550', text_power_applied, _{player:L.controller, attack:AId, amount:P}) ]
    ;   []
    ),
    benji_blitz_power_applied(L, PB),
    uzuri_power_applied(L, UB),
    azalea_power_applied(L, AB),
    fang_power_applied(L, FB).

text_defense_events([], _) --> [].
text_defense_events([Id-B-R|As], Who) -->
    [ event(R, text_defense_applied, _{player:Who, card:Id, amount:B}) ],
    text_defense_events(As, Who).

message(event(text_defense_applied, F, S0)) -->
    { event_card(S0, F.card, L),
      defense_token_words(S0, F.card, Ts)       % card_texts_rhinar_blitz.pl (FAB-670)
    },
    [ "~w has +~d defense for the ~w tokens ~w controls"-[L, F.amount, Ts, F.player] ].

                 /*******************************
                 *           BULL BAR           *
                 *******************************/

rule('FAB-546', effect, "Bull Bar: overpower while its controller controls a Hyper Driver",
     "Bull Bar has overpower (FAB-509: one action card at most defends it) while the player who controls it controls a Hyper Driver (the item card or the token). Its Boost is text rulecheck does not model (FAB-119).",
     ruling("", "Bull Bar: \"If you control a Hyper Driver, this gets overpower.\" CR 5.4.7 (a while-static ability applies while its condition is met), 8.3.22 (overpower: this can't be defended by more than one action card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  text_overpower(+State, +Link) is semidet.
%
%   The attack of Link gets overpower from its text (FAB-546): it names
%   a permanent its controller controls.

text_overpower(S, L) :-
    (   bull_bar_overpower(S, L)
    ->  true
    ;   florian_overpower(S, L)                 % card_texts_florian.pl (Vantage Point, FAB-1278)
    ).

bull_bar_overpower(S, L) :-
    link_attack(L, A),
    text_read_name(A, Name),
    card_text_read(Name, overpower_with(Needed)),
    player(S, L.controller, P),
    controls_named(P, Needed).

%!  text_overpower_applied(+State, +Link)// is det.
%
%   Defenders were declared against Link: if its attack has overpower
%   from its text, an event says so (FAB-546).

text_overpower_applied(S, L) -->
    (   { \+ ( link_attack(L, A), card_keyword(A, "Overpower", _) ),
          bull_bar_overpower(S, L),
          link_attack(L, A1),
          card_id(A1, AId)
        }
    ->  [ event('FAB-546', text_overpower_applied, _{player:L.controller, attack:AId}) ]
    ;   florian_overpower_applied(S, L)         % card_texts_florian.pl (FAB-1278)
    ).

message(event(text_overpower_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has overpower while ~w controls a Hyper Driver: one action card at most defends it"-[L, F.player] ].

                 /*******************************
                 *     PLAYED, DEFENDED, HIT    *
                 *******************************/

rule('FAB-547', effect, "Springboard Somersault from the arsenal: +2 defense",
     "Springboard Somersault, played from the arsenal, gains +2 defense as it resolves onto the active chain link: the link's defense_bonus counts it with the defending cards' (FAB-507).",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Springboard Somersault: \"If Springboard Somersault is played from arsenal, it gains +2{d}.\" CR 3.3.4 (cards in the arsenal may be played), 2.3.3 (effects modify defense), 8.1.3b (a defense reaction resolves as a defending card of the active chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck gives the +2 to the link's defense_bonus, which counts only while the card defends there, as the effect does.")).

%!  defense_reaction_text(+State0, +Player, +Card, +From, -State)// is det.
%
%   The defense reaction Card, played from From, resolved onto the active
%   chain link: Springboard Somersault from the arsenal gives it +2
%   defense (FAB-547).

defense_reaction_text(S0, Who, C, From, S) -->
    (   { From == "arsenal",
          text_read_name(C, Name),
          card_text_read(Name, defense_from_arsenal(N)),
          active_link_replaced(S0, L0, Replaced, S1),
          key_value(defense_bonus, L0, 0, B0),
          B is B0 + N,
          Replaced = L0.put(defense_bonus, B),
          card_id(C, Id),
          arsenal_defense_rule(Name, Rule)      % card_texts_uzuri.pl (FAB-712)
        }
    ->  [ event(Rule, defense_gained, _{player:Who, card:Id, amount:N}) ]
    ;   { S1 = S0 }
    ),
    florian_defense_reaction_text(S1, Who, C, S).   % card_texts_florian.pl (FAB-1286): it may leave a choice

message(event(defense_gained, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w, played from the arsenal, gains +~d defense"-[L, F.amount] ].

rule('FAB-548', effect, "Wounded Bull: +1 power when played by the player with less life",
     "When a player plays Wounded Bull while their hero has less life than the opposing hero, the attack gets +1 power: an effect on their next attack (FAB-505), which is Wounded Bull as it becomes a chain link.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Wounded Bull: \"When you play this, if you have less {h} than an opposing hero, this gains +1{p}.\" CR 6.6 (a triggered effect; its condition is checked as it triggers), 8.1.1a (an action is played only with an empty stack, so no other attack becomes a chain link first), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. As for the tokens of FAB-211, the triggered-layer resolves at once.")).

rule('FAB-549', effect, "Breakneck Battery: go again when the card discarded for it has 6 or more power",
     "Breakneck Battery, played with a discarded card (its random discard, FAB-305) of 6 or more power, gains go again: an effect on its player's next attack (FAB-505), which is Breakneck Battery as it becomes a chain link.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "Breakneck Battery: \"As an additional cost to play Breakneck Battery, discard a random card. If the discarded card has 6 or more {p}, Breakneck Battery gains go again.\" CR 5.1.9 (the additional cost is paid as it is played), 1.7.3b (the resolution ability reads the discarded card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The judge names the card the random discard took (the move's discard).")).

%!  played_text(+State0, +Player, +Card, +Discarded:list, -State)// is det.
%
%   Player played Card, discarding Discarded for its additional cost:
%   what its text read here does then (FAB-548, FAB-549).

played_text(S0, Who, C, Ds, S) -->
    aurora_played_text(S0, Who, C, S0au),       % card_texts_aurora.pl (FAB-1065)
    rhinar_blitz_played_text(S0au, Who, C, Ds, S0a),   % card_texts_rhinar_blitz.pl (FAB-674, FAB-679)
    played_card_text(S0a, Who, C, Ds, S1),
    discard_text(S1, Who, Ds, S2),
    deck_played_text(S2, Who, C, S3),           % card_texts_katsu_bravo.pl (FAB-594)
    hero_discard_text(S3, Who, Ds, S4),         % card_texts_rhinar_dorinthea.pl (FAB-570)
    benji_blitz_played_text(S4, Who, C, S5),    % card_texts_benji_blitz.pl (FAB-664)
    kassai_played_text(S0, Who, C),             % card_texts_kassai.pl (FAB-824)
    fused_played_text(S5, Who, C, Ds, S6),      % card_texts_oldhim.pl (FAB-782)
    top_cost_played_text(S6, Who, C, Ds, S6b),  % card_texts_azalea.pl (FAB-909)
    red_played_recorded(S6b, Who, C, S7),       % card_texts_fai_prism.pl (FAB-742)
    boltyn_played_text(S7, Who, C, Ds, S7b),    % card_texts_boltyn.pl (FAB-880)
    levia_played_text(S7b, Who, C, S7c),        % card_texts_levia.pl (FAB-936)
    finish2_played_text(S7c, Who, C, S7d),      % card_texts_finish2.pl (FAB-990)
    chane_played_text(S7d, Who, C, S7fa),       % card_texts_chane.pl (FAB-1002, FAB-1010)
    fang_played_text(S7fa, Who, C, S7fb),       % card_texts_fang.pl (FAB-1032)
    briar_played_text(S7fb, Who, C, S7fc),        % card_texts_briar.pl (FAB-1247)
    nuu2_played_text(S7fc, Who, C, S7os),         % card_texts_nuu_2.pl (FAB-1141, FAB-1142)
    oscilio_played_text(S7os, Who, C, S7wz),    % card_texts_oscilio.pl (FAB-1313)
    wiz_played_text(S7wz, Who, C, S7mz),        % card_texts_wizard.pl (FAB-1484)
    meld_played_text(S7mz, Who, C, S7br),       % card_texts_meld.pl (FAB-1551)
    briar_hero_played_text(S7br, Who, C, S).    % card_texts_briar_hero.pl: Briar's Embodiment of Lightning (FAB-1435)

played_card_text(S0, Who, C, Ds, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, power_when_behind(N)),
          player(S0, Who, P),
          opponent(S0, Who, O), player(S0, O, OP),
          P.life < OP.life,
          card_id(C, Id)
        }
    ->  { add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id}, S) },
        [ event('FAB-548', attack_effect_made, _{player:Who, card:Id, kind:"next_attack_power", amount:N}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, go_again_for_a_discard_of_power(Min)),
          player(S0, Who, P),
          member(DId, Ds),
          discarded_card(P, DId, D),                  % card_texts_rhinar_dorinthea.pl
          power_where(S0, Who, D, Pw),                % card_texts_windup.pl (FAB-792)
          Pw >= Min,
          card_id(C, Id)
        }
    ->  { add_effect(S0, _{kind:"next_attack_go_again", player:Who, source:Id}, S) },
        [ event('FAB-549', attack_effect_made, _{player:Who, card:Id, kind:"next_attack_go_again"}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, attack_draws_after_a_discard_of_power(Min)),
          player(S0, Who, P),
          member(DId, Ds),
          discarded_card(P, DId, D),                  % card_texts_rhinar_dorinthea.pl
          power_where(S0, Who, D, Pw),                % card_texts_windup.pl (FAB-792)
          Pw >= Min,
          card_id(C, Id)
        }
    ->  { add_effect(S0, _{kind:"attack_draw", player:Who, source:Id}, S) },
        [ event('FAB-556', attack_draw_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 }
    ).

rule('FAB-550', effect, "Barraging Brawnhide: +1 power while defended by fewer than 2 non-equipment cards",
     "Barraging Brawnhide, attacking, has +1 power while fewer than 2 of the cards defending its chain link are not equipment (none included): the damage counts it.",
     ruling("", "Barraging Brawnhide: \"While Barraging Brawnhide is defended by less than 2 non-equipment cards, it has +1{p}.\" CR 5.4.7 (a while-static ability applies while its condition holds), 2.1.3 (effects modify power), 7.5.2 (the damage is the attack's power less the defense), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  text_power_bonus(+Link, -Bonus:integer) is det.
%
%   What the text of Link's attack read here adds to its power now
%   (FAB-550).

text_power_bonus(L, B) :-
    fewer_power_bonus(L, B2),
    benji_blitz_power_bonus(L, B3),             % card_texts_benji_blitz.pl (FAB-658)
    uzuri_power_bonus(L, B4),                   % card_texts_uzuri.pl (FAB-718)
    boltyn_power_bonus(L, B5),                  % card_texts_boltyn.pl (FAB-888)
    azalea_power_bonus(L, B6),                  % card_texts_azalea.pl (FAB-900, FAB-902)
    fang_power_bonus(L, B7),                    % card_texts_fang.pl (FAB-1050)
    nuu_power_bonus(L, B8),                     % card_texts_nuu.pl (FAB-1096)
    briar_power_bonus(L, B9),                   % card_texts_briar.pl (FAB-1240, FAB-1243)
    B is B2 + B3 + B4 + B5 + B6 + B7 + B8 + B9.

%!  fewer_power_bonus(+Link, -Bonus:integer) is det.
%
%   The power Link's attack has while fewer than K non-equipment cards
%   defend it: Barraging Brawnhide's own text (FAB-550) and a
%   conditional_power the link holds (Barraging Beatdown's, FAB-554).
%   The FAB-550 event names this bonus alone, so that no other text's
%   power bonus can be told as a "fewer defenders" one.

fewer_power_bonus(L, B) :-
    (   link_attack(L, A),
        text_read_name(A, Name),
        card_text_read(Name, power_while_defended_by_fewer(K, N)),
        defended_by_fewer(L, K)
    ->  B1 = N
    ;   B1 = 0
    ),
    (   get_dict(conditional_power, L, G),               % FAB-554
        defended_by_fewer(L, G.fewer)
    ->  B is B1 + G.amount
    ;   B = B1
    ).

%   Fewer than K of Link's defending cards are not equipment.
defended_by_fewer(L, K) :-
    key_value(defending, L, [], Ds),
    exclude([C]>>card_type(C, "equipment"), Ds, NonEquipment),
    length(NonEquipment, Count),
    Count < K.

message(event(text_power_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: fewer than 2 non-equipment cards defend it"-[L, F.amount] ].

rule('FAB-551', effect, "Awakening Bellow, Primeval Bellow: the next Brute attack gets +N power",
     "When Awakening Bellow resolves, the next Brute attack action card its player plays this turn gets +3 power (red), +2 (yellow) or +1 (blue); when Primeval Bellow resolves, their next Brute attack this turn (a card or a Brute weapon's) gets +5, +4 or +3. The effect waits in the state's effects (`class`, and `attack_action_card` for Awakening Bellow's) until such an attack becomes a chain link (FAB-505): an attack of another class, or a weapon's for Awakening Bellow, leaves it waiting. Their intimidate (FAB-528), go again and random discard (FAB-305) are read where those keywords and costs are.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Awakening Bellow: \"The next Brute attack action card you play this turn gains +3{p}\" (red; +2 yellow, +1 blue); Primeval Bellow: \"Your next Brute attack this turn gains +5{p}\" (red; +4, +3). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a (an effect that modifies power), 4.4.4 (an effect of this turn ends with it), 8.1.1a (an action card is played only with an empty stack: the next attack to become a chain link is the next played or activated), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  effect_fits_attack(+Effect:dict, +Attack) is semidet.
%
%   The next-attack Effect applies to Attack: it names no class, or
%   Attack has that class (and, where it asks one, is an attack action
%   card) (FAB-551).

effect_fits_attack(E, A) :-
    text_effect_fits_attack(E, A),              % card_texts_rhinar_dorinthea.pl (FAB-579)
    subtype_effect_fits_attack(E, A),           % card_texts_benji_blitz.pl (FAB-660)
    classes_effect_fits_attack(E, A),           % card_texts_rhinar_blitz.pl (FAB-672)
    fai_effect_fits_attack(E, A),               % card_texts_fai.pl (FAB-736)
    keyword_effect_fits_attack(E, A),           % card_texts_uzuri.pl (FAB-713)
    chane_effect_fits_attack(E, A),             % card_texts_chane.pl: a max_cost (FAB-1004, FAB-1069), a card (FAB-1016, FAB-813)
    colour_effect_fits_attack(E, A),            % card_texts_nuu.pl (FAB-1097)
    zen_effect_fits_attack(E, A),               % card_texts_zen.pl: a card_name (FAB-1365 ... FAB-1367), a max_base_power (FAB-1368)
    (   get_dict(class, E, Class)
    ->  card_prop(A, classes, Cs),
        is_list(Cs),
        memberchk(Class, Cs)
    ;   true
    ),
    (   get_dict(attack_action_card, E, true)
    ->  card_type(A, "attack action")
    ;   true
    ),
    (   get_dict(min_cost, E, Min)              % card_texts_katsu_bravo.pl (FAB-610, FAB-611)
    ->  card_cost(A, Cost),
        Cost >= Min
    ;   true
    ).

message(event(class_attack_effect_made, F, _)) -->
    (   { F.attack_action_card == true }
    ->  [ "the next ~w attack action card ~w plays this turn gets +~d power"-[F.class, F.player, F.amount] ]
    ;   [ "~w's next ~w attack this turn gets +~d power"-[F.player, F.class, F.amount] ]
    ).

                 /*******************************
                 *            POTIONS           *
                 *******************************/

rule('FAB-552', effect, "Energy Potion and Timesnap Potion: resource points, action points",
     "Energy Potion (\"Instant - Destroy this: Gain {r}{r}\") and Timesnap Potion (\"Action - Destroy this: Gain 2 action points.\"), items in their controller's arena, are activated by destroying them (to the graveyard) and, as the ability resolves, give their controller 2 resource points or 2 action points (Timesnap Potion's action ability costs 1 action point first, FAB-403).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Energy Potion: \"Instant - Destroy this: Gain {r}{r}\"; Timesnap Potion: \"Action - Destroy this: Gain 2 action points.\" CR 5.2.1 (an activated ability's cost and effect), 1.13.2a and 1.13.3a (effects that grant action and resource points), 1.13.2b (action points are gained only in their player's action phase: an action ability is activated only there), 8.2.5a (an item is a permanent in the arena), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  ability_text_resolved(+State0, +Player, +SourceId, +Layer, -State)// is semidet.
%
%   The activated-layer Layer of a potion resolves: its controller gains
%   its amount of resource points or action points (FAB-552).

ability_text_resolved(S0, Who, Id, L, S) -->
    { memberchk(L.effect, ["gain_resources", "gain_action_points"]),
      key_value(amount, L, 0, N),
      player(S0, Who, P0),
      (   L.effect == "gain_resources"
      ->  Key = resource_points, Kind = resources_gained_by_ability
      ;   Key = action_points, Kind = action_points_gained_by_ability
      ),
      get_dict(Key, P0, V0),
      V is V0 + N,
      set_player(S0, P0.put(Key, V), S)
    },
    [ event('FAB-552', Kind, _{player:Who, card:Id, amount:N, total:V}) ].

message(event(resources_gained_by_ability, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w gains ~d resource point(s) from ~w (~d now)"-[F.player, F.amount, L, F.total] ].
message(event(action_points_gained_by_ability, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w gains ~d action point(s) from ~w (~d now)"-[F.player, F.amount, L, F.total] ].

                 /*******************************
                 *       TOKENS AN ATTACK MAKES  *
                 *******************************/

rule('FAB-553', effect, "Flock of the Feather Walkers: attacking, it creates a Quicken token",
     "When a player attacks with Flock of the Feather Walkers (it becomes the attack of a new chain link), a Quicken token is created in their arena (its id: the attack's id and \"-quicken\", numbered if that is taken); the Quicken then does what the vocabulary says (FAB-211) when they next play an attack action card or activate a weapon attack.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Flock of the Feather Walkers: \"When you attack with Flock of the Feather Walkers, create a Quicken token.\" CR 6.6 (a triggered effect), 7.2.3 (the attack becomes attacking as its chain link opens), 1.3.4 and 8.6.1 (a token is created in its controller's arena; Quicken), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does the tokens of FAB-211.")).

%!  attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Player attacks with Attack (its chain link just opened): a token its
%   text creates enters Player's arena (FAB-553).

attack_text(S0, Who, A, S) -->
    attack_token_text(S0, Who, A, S1),
    attack_draw_text(S1, Who, A, S2),
    hit_grants_taken(S2, Who, A, S3),           % card_texts_rhinar_dorinthea.pl (FAB-580)
    rhinar_blitz_attack_text(S3, Who, A, S4),   % card_texts_rhinar_blitz.pl (FAB-675, FAB-678, FAB-680)
    kassai_attack_text(S4, Who, A, S4b),        % card_texts_kassai.pl (FAB-829)
    boltyn_attack_text(S4b, Who, A, S5),        % card_texts_boltyn.pl (FAB-888)
    dromai_attack_text(S5, Who, A, S6),         % card_texts_dromai.pl (FAB-963)
    singles_attack_text(S6, Who, A, S7),        % card_texts_singles.pl (FAB-977)
    red_hot_attack_text(S7, Who, A, S7d),       % card_texts_finish3.pl (FAB-922)
    dromai2_attack_text(S7d, Who, A, S7e),      % card_texts_dromai_2.pl (FAB-982)
    chane_attack_text(S7e, Who, A, S7f),        % card_texts_chane.pl (FAB-1007)
    aurora_attack_text(S7f, Who, A, S7g),       % card_texts_aurora.pl (FAB-1066)
    fang_attack_text(S7g, Who, A, S7h),         % card_texts_fang.pl (FAB-1038)
    briar_attack_text(S7h, Who, A, S7i),         % card_texts_briar.pl (FAB-1250)
    florian_attack_text(S7i, Who, A, S7j),      % card_texts_florian.pl (FAB-1280)
    rune_attack_text(S7j, Who, A, S7k),         % card_texts_runeblade.pl (FAB-1460 ... FAB-1462)
    hand2_attack_text(S7k, Who, A, S).          % card_texts_hand2.pl (FAB-1438, FAB-1439)

attack_token_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attacking_creates(Token)),
          card_id(A, AId), text_rule(Name, 'FAB-553', TRule),   % card_texts_kassai.pl
          tokens_created(AId, Who, Who, [Token], S0, S, [TId], More)   % tokens_created.pl
        }
    ->  [ event(TRule, token_created, _{player:Who, card:TId, name:Token, by:AId}) ],
        tokens_more_made(Who, AId, More)
    ;   { S = S0 }
    ).

%   new_token_id(+State, +SourceId, +Token, -Id): "<source>-<token>"
%   in lower case, or with -2, -3, ... where a card of the position has
%   that id already.
new_token_id(S, Source, Token, Id) :-
    string_lower(Token, Lower),
    split_string(Lower, " ", "", Words),
    atomic_list_concat(Words, '-', T),
    format(string(Base), "~w-~w", [Source, T]),
    (   \+ id_taken(S, Base)
    ->  Id = Base
    ;   between(2, inf, K),
        format(string(Id), "~w-~d", [Base, K]),
        \+ id_taken(S, Id)
    ->  true
    ).

id_taken(S, Id) :-
    state_card(S, C),
    card_id(C, Id0),
    Id0 == Id,
    !.

message(event(token_created, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w attacks: ~w ~w token (~w) is created in ~w's arena"-[By, A, F.name, F.card, F.player] ].

rule('FAB-554', effect, "Barraging Beatdown: the next Brute attack has +N power while defended by fewer than 2 non-equipment cards",
     "When Barraging Beatdown resolves, its player's next Brute attack this turn gains \"While this attack is defended by less than 2 non-equipment cards, it has +N power\" (+4 red, +3 yellow, +2 blue): the effect waits in the state's effects (kind next_attack_conditional_power, with `fewer` and `class`) until a Brute attack becomes a chain link, which then holds it (`conditional_power`); the damage counts it while the condition holds (FAB-550's reading).",
     ruling("", "Barraging Beatdown: \"Your next Brute attack this turn gains 'While this attack is defended by less than 2 non-equipment cards, it has +4{p}.'\" (red; +3 yellow, +2 blue). CR 1.7.3b, 5.4.7 (the granted while-static ability applies while its condition holds), 7.5.2 (the damage), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Its intimidate and go again are read as keywords.")).

%!  take_granted_power(+State0, +Player, +Attack, -Grants:list, -State) is det.
%
%   Attack becomes Player's next attack: the waiting effects that grant
%   the next attack of its class a conditional power (FAB-554) are used
%   up, Grants.

take_granted_power(S0, Who, A, Grants, S) :-
    effects(S0, Es0),
    partition(granted_power_for(Who, A), Es0, Grants, Rest),
    (   Grants == [] -> S = S0 ; S = S0.put(effects, Rest) ).

granted_power_for(Who, A, E) :-
    get_dict(kind, E, "next_attack_conditional_power"),
    get_dict(player, E, Who0), Who0 == Who,
    effect_fits_attack(E, A).

%!  granted_power_applied(+State0, +Player, +Grants, -State)// is det.
%
%   The chain link just opened holds the conditional power Grants gave
%   its attack (FAB-554; several of one `fewer` add up).

granted_power_applied(S, _, [], S) --> !.
granted_power_applied(S0, Who, Grants, S) -->
    { active_link_replaced(S0, L0, Replaced, S),
      foldl(grant_amount, Grants, 0, Amount),
      Grants = [G|_],
      get_dict(fewer, G, Fewer),
      Replaced = L0.put(conditional_power, _{fewer:Fewer, amount:Amount}),
      maplist(grant_source, Grants, Sources),
      card_id(L0.attack, AId)
    },
    [ event('FAB-554', conditional_power_applied, _{player:Who, attack:AId, amount:Amount, fewer:Fewer,
                                                    sources:Sources}) ].

grant_amount(E, N0, N) :-
    get_dict(amount, E, A),
    N is N0 + A.

grant_source(E, Src) :-
    key_value(source, E, "", Src).

message(event(conditional_power_made, F, _)) -->
    [ "~w's next ~w attack this turn gets +~d power while fewer than ~d non-equipment cards defend it"-[F.player, F.class, F.amount, F.fewer] ].
message(event(conditional_power_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power while fewer than ~d non-equipment cards defend it"-[L, F.amount, F.fewer] ].

                 /*******************************
                 *         ROMPING CLUB         *
                 *******************************/

rule('FAB-555', effect, "Romping Club: +1 power until end of turn when its player discards a card with 6 or more power",
     "Once per turn, when the turn player discards a card with 6 or more power (an additional cost of FAB-305 they pay), each Romping Club they control gains +1 power until the end of the turn: an effect in the state's effects ({kind: weapon_power, player, weapon, amount, source}) that every chain link its attack opens this turn counts (power_bonus), and that the link it is attacking on, if any, counts at once.",
     ruling("", "Romping Club: \"Once per Turn Effect - When you discard a card with 6 or more {p}, Romping Club gains +1{p} until end of turn.\" CR 6.6 (a triggered effect), 5.2.1a (a limit of once per turn), 2.1.3 (effects modify power), 4.4.4 (an effect until end of turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A discard in the other player's turn gives nothing a Romping Club could use (a weapon attacks only in its player's turn): rulecheck reads the trigger in its player's own turn.")).

%!  discard_text(+State0, +Player, +Discarded:list, -State)// is det.
%
%   Player discarded the cards Discarded (ids, now in their graveyard):
%   the texts read here that trigger on it resolve (FAB-555).

discard_text(S0, Who, Ds, S) -->
    (   { S0.turn_player == Who,
          player(S0, Who, P),
          member(DId, Ds),
          discarded_card(P, DId, D),                  % card_texts_rhinar_dorinthea.pl
          power_where(S0, Who, D, Pw),                % card_texts_windup.pl (FAB-792)
          findall(W, ( controlled_weapon(S0, Who, W),
                       text_read_name(W, WName),
                       card_text_read(WName, power_when_discarding_power(Min, _)),
                       Pw >= Min,
                       card_id(W, WId),
                       \+ weapon_power_made(S0, WId) ), Ws),
          Ws \== []
        }
    ->  weapons_power(Ws, Who, S0, S)
    ;   { S = S0 }
    ).

%   A weapon Player controls: in their weapon zone or attacking.
controlled_weapon(S, Who, W) :-
    player(S, Who, P),
    member(W, P.weapons).
controlled_weapon(S, Who, W) :-
    chain_open(S),
    member(L, S.chain.links),
    L.controller == Who,
    link_attack(L, W),
    card_type(W, "weapon").

weapon_power_made(S, WId) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "weapon_power"),
    get_dict(weapon, E, W0), W0 == WId,
    key_value(source, E, WId, Src), Src == WId,   % its own, not Biting Blade's (FAB-583)
    !.

weapons_power([], _, S, S) --> [].
weapons_power([W|Ws], Who, S0, S) -->
    { card_id(W, WId),
      text_read_name(W, WName),
      card_text_read(WName, power_when_discarding_power(_, N)),
      add_effect(S0, _{kind:"weapon_power", player:Who, weapon:WId, amount:N, source:WId}, S1),
      attacking_link_power(S1, WId, N, S2)
    },
    [ event('FAB-555', weapon_power_gained, _{player:Who, weapon:WId, amount:N}) ],
    weapons_power(Ws, Who, S2, S).

%   The weapon WId attacking on a chain link now: that link's attack gets
%   +N power.
attacking_link_power(S0, WId, N, S) :-
    (   chain_open(S0),
        Chain0 = S0.chain,
        nth0(K, Chain0.links, L0, Rest),
        link_attack(L0, W), card_id(W, WId0), WId0 == WId
    ->  key_value(power_bonus, L0, 0, B0),
        B is B0 + N,
        nth0(K, Links, L0.put(power_bonus, B), Rest),
        S = S0.put(chain, Chain0.put(links, Links))
    ;   S = S0
    ).

%!  weapon_power_bonus(+State, +Attack, -Bonus:integer) is det.
%
%   What the weapon power effects of this turn give Attack as it attacks
%   (FAB-555): they stay, for every attack of it this turn.

weapon_power_bonus(S, A, B) :-
    (   card_id(A, AId), effects(S, Es)
    ->  aggregate_all(sum(N), ( member(E, Es), get_dict(kind, E, "weapon_power"),
                                get_dict(weapon, E, W0), W0 == AId,
                                get_dict(amount, E, N) ), B)
    ;   B = 0
    ).

%!  weapon_power_applied(+State0, +Player, +Attack, -State)// is det.
%
%   The chain link Attack just opened counts its weapon power effects
%   (FAB-555).

weapon_power_applied(S0, Who, A, S) -->
    { weapon_power_bonus(S0, A, B) },
    (   { B > 0, card_id(A, AId), id_text_rule(S0, AId, 'FAB-555', Rule) }   % card_texts_kassai.pl (Cintari Saber)
    ->  { attacking_link_power(S0, AId, B, S) },
        [ event(Rule, weapon_power_applied, _{player:Who, attack:AId, amount:B}) ]
    ;   { S = S0 }
    ).

message(event(weapon_power_gained, F, S0)) -->
    { event_card(S0, F.weapon, W) },
    [ "~w discarded a card with 6 or more power: ~w gains +~d power until end of turn"-[F.player, W, F.amount] ].
message(event(weapon_power_applied, F, S0)) -->
    { event_card(S0, F.attack, W) },
    [ "~w has +~d power until end of turn"-[W, F.amount] ].

rule('FAB-556', effect, "Savage Feast: attacking, it draws a card if a card of 6 or more power was discarded to play it",
     "Savage Feast played with a discarded card (its random discard, FAB-305) of 6 or more power: an effect waits in the state's effects ({kind: attack_draw, player, source}); when Savage Feast attacks (its chain link opens), its player draws a card and the effect is used up. With a smaller discard nothing waits and nothing is drawn.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Savage Feast: \"As an additional cost to play Savage Feast discard a random card. When you attack with Savage Feast, if a card with 6 or more {p} was discarded as an additional cost to play it, draw a card.\" CR 6.6 (a triggered effect; its condition reads the cost paid, 5.1.9), 7.2.3 (the attack becomes attacking as its chain link opens), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The judge names the card the random discard took (the move's discard).")).

%!  attack_draw_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack attacks: if an effect waits for it to draw (Savage Feast's
%   discard), Player draws a card and the effect is used up (FAB-556).

attack_draw_text(S0, Who, A, S) -->
    (   { card_id(A, AId),
          effects(S0, Es0),
          nth0(_, Es0, E, Rest),
          get_dict(kind, E, "attack_draw"),
          get_dict(source, E, Src), Src == AId
        }
    ->  { S1 = S0.put(effects, Rest) },
        [ event('FAB-556', attack_draws, _{player:Who, card:AId}) ],
        draw_cards(Who, 1, AId, S1, S)            % triggers.pl
    ;   { S = S0 }
    ).

message(event(attack_draw_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w was played with a discard of 6 or more power: when it attacks, ~w draws a card"-[L, F.player] ].
message(event(attack_draws, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks: ~w draws a card (its discard had 6 or more power)"-[L, F.player] ].
