/*  Flesh and Blood: the last unread cards of six preconstructed Blitz
    decks, each of them the one card its deck still lacked.

    Part of game.pl, included after card_texts_dromai.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Take it on the Chin (the Kassai Blitz Deck): the next damage its
      player's hero would be dealt this turn has 2 of it prevented (a
      fixed prevention, used up by the one damage event), and if any is
      prevented, an Agility token is created (FAB-970; ordered beside
      Ward and the shields as Oldhim's shield is, FAB-697);
    - Parry Blade (the Olympia Blitz Deck): +2 defense while it defends a
      weapon's attack (FAB-971); a weapon that is also equipment may
      defend from its weapon zone (FAB-502, CR 7.3.2a), its Blade Break
      the keyword's (FAB-520), its attack the card data's;
    - Hurl (the Arakni Blitz Deck): its optional {r} (FAB-623's
      optional_cost) gives it "When this attacks, target dagger you
      control deals 1 damage to target hero. If damage is dealt this way,
      the dagger has hit. Destroy the dagger.": as its chain link opens
      the dagger_damage_target choice asks the dagger (where there are
      two or more) and the hero (target moves); the damage is prevented
      as any (Ward, Quell, shields); dealt, the dagger has hit (the
      weapon-hit readings of Dorinthea, Kassai and Spider's Bite apply)
      and the damage counts for Bleed Out; the dagger is destroyed
      (FAB-972, FAB-973);
    - Uzuri (the Uzuri Blitz Deck; Uzuri, Switchblade): her attack
      reaction banishes a card of her player's hand face down, targeting
      the attacking card with stealth of the active chain link; as it
      resolves the card is turned face up, and an attack action card
      with cost 2 or less replaces the target as the link's attacking
      card, the target going to the bottom of its owner's deck (FAB-974,
      FAB-975);
    - Minerva Themis (the Boltyn Blitz Deck): face down in her player's
      arsenal, at the start of their turn they may turn her face up (the
      mentor_face_up choice); face up, their 1H weapons attack with +1
      power, and each hit of a weapon of theirs puts a lesson counter on
      her; at 3 she is banished and their deck searched for a
      specialization card, put face up into the arsenal, then shuffled
      (FAB-976 ... FAB-979);
    - The Librarian (the Prism Blitz Deck): the same mentor, face up, once
      per turn as its player creates a Spectral Shield token draws a card
      and takes a lesson counter (FAB-976, FAB-980).

    The decks' other unread cards stay assumptions of the answers, or
    make them unknown (FAB-119); docs/games/flesh-and-blood.md says which
    and why.
*/

:- discontiguous card_text_read/2, message//1, rule/5, effect//4, broken/4, moot/3, rule_fact/4, fact_words//1,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, not_asked_words/2, choice_words//1,
   text_choice_words//2, move_words//3, ward_damage_done//7, ward_damage_fits/3, text_abilities/2,
   text_ability_effect/1, targeting/4, legal_target/3, spec_words/2, ability_text_resolved//5, rule_fact/4.

%   The texts read here (card_text_read/2):
%
%       next_damage_prevented_then_token(N, Token)   Take it on the
%                               Chin: "The next time you would be dealt
%                               damage this turn, prevent 2 of that
%                               damage. If you do, create an Agility
%                               token." (FAB-970)

%       optional_cost_dagger_damage(Cost, N)   Hurl: "As an additional
%                               cost to play Hurl, you may pay {r}. When
%                               you do, it gains 'When this attacks,
%                               target dagger you control deals 1 damage
%                               to target hero. If damage is dealt this
%                               way, the dagger has hit. Destroy the
%                               dagger.' Go again" (FAB-972, FAB-973; its
%                               go again is the keyword's)
%       ability_banished_replaces_stealth_attack(Cost)   Uzuri: "Once per
%                               Turn Attack Reaction - Banish a card from
%                               your hand face down: Turn the card
%                               banished this way face up. If it's an
%                               attack action card with cost 2 or less,
%                               put target attacking card with stealth
%                               from the active chain link on the bottom
%                               of its owner's deck, then put the
%                               banished card onto the active chain link
%                               as the attacking card." (FAB-974, FAB-975)
%       mentor(one_hander_power(N), lessons(K))   Minerva Themis: "While
%                               Minerva is face down in arsenal, at the
%                               start of your turn, you may turn her face
%                               up. While Minerva is face up in arsenal,
%                               1H weapons you control have +1{p}.
%                               Whenever a weapon you control hits, put a
%                               lesson counter on Minerva. Then if there
%                               are 3 or more lesson counters on her,
%                               banish her, search your deck for a
%                               specialization card, put it face up into
%                               arsenal, and shuffle." (FAB-976 ...
%                               FAB-979)
%       mentor(spectral_shield_draw, lessons(K))   The Librarian: "While
%                               The Librarian is face down in arsenal, at
%                               the start of your turn, you may turn him
%                               face up. While The Librarian is face up in
%                               arsenal, once per turn when you create a
%                               Spectral Shield token, draw a card and put
%                               a lesson counter on The Librarian. Then if
%                               there are 3 or more lesson counters on
%                               him, banish him, search your deck for a
%                               specialization card, put it face up into
%                               arsenal, and shuffle." (FAB-976, FAB-980)
%       defense_defending_weapon_attack(N)   Parry Blade: "Once per Turn
%                               Action - {r}: Attack. This gets +2{d}
%                               while defending a weapon attack. Blade
%                               Break" (FAB-971; its attack is the card
%                               data's, Blade Break the keyword's)

card_text_read("Take it on the Chin", next_damage_prevented_then_token(2, "Agility")).
card_text_read("Parry Blade", defense_defending_weapon_attack(2)).
card_text_read("Hurl", optional_cost_dagger_damage(1, 1)).
card_text_read("Minerva Themis", mentor(one_hander_power(1), lessons(3))).
card_text_read("The Librarian", mentor(spectral_shield_draw, lessons(3))).
card_text_read("Uzuri", ability_banished_replaces_stealth_attack(2)).
card_text_read("Uzuri, Switchblade", ability_banished_replaces_stealth_attack(2)).

                 /*******************************
                 *      TAKE IT ON THE CHIN     *
                 *******************************/

rule('FAB-970', effect, "Take it on the Chin: the next damage to its player's hero this turn, 2 of it prevented; if any is, an Agility token",
     "As Take it on the Chin (its text read) resolves, an effect waits for the next time its player's hero would be dealt damage this turn, of any kind (combat, arcane, a card's text): {kind: prevent_next_damage_event, player, amount: 2, source, token: Agility}. When that damage would be dealt, it prevents up to 2 of it and is used up, whatever is left (a fixed prevention: it applies to that one damage event only); if it prevented any, an Agility token enters its player's arena. Ward permanents and shields are ordered with it as for FAB-697 (the ward move names it by Take it on the Chin's id): where Ward first prevents all the damage, it prevents none, stays, and makes no token. A Quell or an Arcane Barrier paid for applies before it, as before a shield. Damage that can't be prevented leaves it as it was (FAB-804, as a shield). Not used by the end of the turn, it ends with it.",
     ruling("",
            "Take it on the Chin: \"The next time you would be dealt damage this turn, prevent 2 of that damage. If you do, create an Agility token.\" CR 6.4.10, 6.4.10c (a prevention that names no type of damage applies to every type) and 6.4.10i (a fixed-prevention effect: what is left after it prevents damage is not used for a later damage event), 6.5.5 (the player orders their prevention effects), 1.8.4 (\"if you do\": the token only if damage was prevented), 8.5.2 and 8.6.28 (create; the Agility token), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  singles_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, resolving for Player, does what its text read here says
%   (FAB-970).  card_texts_finish.pl's finish_resolution_text//4 calls it.

singles_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_damage_prevented_then_token(N, Token)),
          card_id(C, Id),
          add_effect(S0, _{kind:"prevent_next_damage_event", player:Who, amount:N, source:Id,
                           token:Token}, S)
        }
    ->  [ event('FAB-970', next_damage_prevention_made, _{player:Who, card:Id, amount:N, token:Token}) ]
    ;   { S = S0 }
    ).

%!  fixed_prevention_done(+State0, +Player, +Effect, +Damage, +Prevented, -State)// is det.
%
%   Effect, a prevention of Player's next damage event (FAB-970), applied
%   to Damage, prevented Prevented of it and is used up (State0 no longer
%   holds it): if it prevented any, its token enters Player's arena.  (It
%   applies only to damage left to prevent: where Ward prevented all of
%   it first, it is not applied and waits, CR 6.4.10i.)
%   card_texts_finish.pl's shield_prevents//7 calls it.

fixed_prevention_done(S0, Who, E, D0, Prevented, S) -->
    { get_dict(source, E, Id) },
    (   { Prevented > 0,
          get_dict(token, E, Token),
          tokens_created(Id, Who, Who, [Token], S0, S, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-970', fixed_prevention_token, _{player:Who, card:Id, damage:D0, prevented:Prevented,
                                                     name:Token, token:TId}) ],
        tokens_more_made(Who, Id, More)
    ;   { S = S0 }
    ).

message(event(next_damage_prevention_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the next time ~w's hero would be dealt damage this turn, ~d of it is prevented, and if any is, an ~w token is created"-[L, F.player, F.amount, F.token] ].
message(event(fixed_prevention_token, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w prevents ~d of the ~d damage to ~w's hero and is used up: an ~w token (~w) is created in ~w's arena"-[L, F.prevented, F.damage, F.player, F.name, F.token, F.player] ].

                 /*******************************
                 *          PARRY BLADE         *
                 *******************************/

rule('FAB-971', effect, "Parry Blade: +2 defense while defending a weapon's attack",
     "Parry Blade (its text read), a weapon that is also equipment, may be declared as a defending card from its weapon zone (FAB-502). While it defends a chain link whose attack is a weapon's (the attack-proxy of a weapon's ability: the link's attack has the type weapon), its defense is 2 more (printed 0): the damage the link deals and what reads its defense count it, and as the link's damage is dealt an event says so. Defending an attack action card's attack it has its printed defense. As the chain closes its Blade Break destroys it (FAB-520); else it returns to its weapon zone (FAB-504). Its own attack is the card data's (once per turn, 1 resource point).",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Parry Blade: \"Once per Turn Action - {r}: Attack. This gets +2{d} while defending a weapon attack. Blade Break\" CR 5.4.7 (a while-static ability applies while its condition is met), 2.3.3 (effects modify defense), 1.4.3a (a weapon's attack is an attack-proxy with the weapon's properties: a weapon attack), 7.3.2a (public equipment permanents may be declared as defenders: Parry Blade is equipment as well as a weapon), 7.7.5 (weapons return to their weapon zone as the chain closes), 8.3.3 (Blade Break), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  singles_defense_bonus(+State, +Card, -Bonus:integer) is det.
%
%   What Card's text read here adds to its defense: Parry Blade's +2
%   while it defends a chain link whose attack is a weapon's (FAB-971).
%   card_texts.pl's defending_defense/4 calls it.

singles_defense_bonus(S, C, B) :-
    (   text_read_name(C, Name),
        card_text_read(Name, defense_defending_weapon_attack(N)),
        defends_weapon_attack(S, C)
    ->  B = N
    ;   B = 0
    ).

%   Card defends a chain link of State whose attack is a weapon's.
defends_weapon_attack(S, C) :-
    card_id(C, Id),
    chain_open(S),
    member(L, S.chain.links),
    key_value(defending, L, [], Ds),
    member(D, Ds), card_id(D, Id0), Id0 == Id,
    !,
    link_attack(L, A),
    card_type(A, "weapon").

%!  singles_defend_text(+State0, +Player, +Cards, -State)// is det.
%
%   Player declared Cards as defenders: an event for each whose text read
%   here adds to its defense now (Parry Blade against a weapon's attack,
%   FAB-971); nothing else changes.  card_texts_finish.pl's
%   finish_defend_text//4 calls it.

singles_defend_text(S, Who, Cards, S) -->
    { findall(Id-B-R, ( member(C, Cards),
                      singles_defense_bonus(S, C, B),
                      B > 0,
                      card_id(C, Id),
                      weapon_defense_rule(C, R) ), Applied) },   % card_texts_cindra.pl (FAB-1121)
    singles_defense_events(Applied, Who).

%!  singles_defenses_applied(+State, +Link)// is det.
%
%   As Link's damage is dealt, an event for each defending card whose
%   text read here adds to its defense (FAB-971).  card_texts.pl's
%   text_defenses_applied//2 calls it.

singles_defenses_applied(S, L) -->
    { findall(Id-B-R, ( member(C, L.defending),
                      singles_defense_bonus(S, C, B),
                      B > 0,
                      card_id(C, Id),
                      weapon_defense_rule(C, R) ), Applied) },   % card_texts_cindra.pl (FAB-1121)
    singles_defense_events(Applied, L.defender).

singles_defense_events([], _) --> [].
singles_defense_events([Id-B-R|As], Who) -->
    [ event(R, weapon_attack_defense_applied, _{player:Who, card:Id, amount:B}) ],
    singles_defense_events(As, Who).

message(event(weapon_attack_defense_applied, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has +~d defense while defending a weapon attack (~w's)"-[L, F.amount, F.player] ].

                 /*******************************
                 *             HURL             *
                 *******************************/

rule('FAB-972', effect, "Hurl: its {r} paid, as it attacks a dagger of its player's deals 1 damage to a target hero, has hit if it dealt damage, and is destroyed",
     "Hurl (its text read) is played with or without its optional additional cost of 1 resource point: the play move says `optional_cost: true` to pay it (FAB-623). Paid, Hurl gains \"When this attacks, target dagger you control deals 1 damage to target hero. If damage is dealt this way, the dagger has hit. Destroy the dagger.\": as its chain link opens, if its player controls a dagger (a weapon with the subtype Dagger in their weapon zone, or attacking on a chain link of theirs), the position waits for the targets (the dagger_damage_target choice, its daggers in `cards`): a target move names the dagger where there are two or more, then a target move names the hero, either player's (FAB-973); with no dagger the triggered layer has no target and does nothing. The dagger then deals 1 damage to that hero: Ward, Quell and the prevention shields apply as to any damage (their order or payment asked where it decides, of \"dagger_text\"), and a hero at 0 life loses. If damage is dealt, the dagger has hit: the texts rulecheck reads that trigger on a hit of a weapon of that player's apply (Dorinthea's additional attack, FAB-543; Kassai's Gold, FAB-840; Spider's Bite's effect on the hit hero, FAB-722), and the damage counts as damage dealt with a dagger this combat chain (Bleed Out, FAB-664: a record {kind: dagger_damage, player, amount, source, lasts: combat_chain}). Then the dagger is destroyed (to its owner's graveyard; a dagger attacking on an earlier chain link leaves it, its damage there still counted for Bleed Out). Not done: Refraction Bolters' and Mask of Shifting Perspectives' choices on a weapon's or dagger's hit are not asked for this hit, and an event says so; where another choice already waits as Hurl attacks, the targets are not asked and nothing happens, and an event says so.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Hurl: \"As an additional cost to play Hurl, you may pay {r}. When you do, it gains 'When this attacks, target dagger you control deals 1 damage to target hero. If damage is dealt this way, the dagger has hit. Destroy the dagger.' Go again\" CR 5.4.4a (an optional additional cost), 1.8.4 (\"when you do\"), 6.6 (a triggered effect: \"when this attacks\"), 7.2.3 (the attack becomes attacking as its chain link opens), 1.8.5 and 6.6.5 (the triggered-layer's targets are declared as it is put on the stack; with no legal target it is not), 8.5.3 (deal damage), 6.4.10 and 6.5.5 (prevention), 7.5.5 (a hit; here the effect says the dagger has hit), 8.5.4 (destroy), 8.2.6 and 1.4.3a (a dagger is a weapon with the subtype Dagger), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the targets are chosen, as it does Flock of the Feather Walkers' (FAB-553).")).

rule('FAB-973', constraint, "Hurl's targets: a dagger its player controls, then a hero",
     "While the dagger_damage_target choice waits (FAB-972), its player answers with target moves: where it still lists two or more daggers, the move names one of them (a dagger they control); with one dagger left, the move names a hero, the id of either player's hero.",
     ruling("", "Hurl: \"target dagger you control deals 1 damage to target hero\". CR 1.8.5 and 1.8.5a (a target is a legal object the effect names: a dagger its controller controls, a hero), 6.6.5 (a triggered-layer's targets are declared as it is put on the stack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  controlled_dagger(+State, +Player, ?Id, -Where) is nondet.
%
%   Player controls the dagger Id (a weapon with the subtype Dagger):
%   weapons(Card) in their weapon zone, or chain(Card) attacking on a
%   chain link of theirs (FAB-972).

controlled_dagger(S, Who, Id, weapons(C)) :-
    player(S, Who, P),
    key_value(weapons, P, [], Ws),
    member(C, Ws),
    card_type(C, "weapon"),
    dagger_attack(C),                           % card_texts_uzuri.pl
    card_id(C, Id).
controlled_dagger(S, Who, Id, chain(C)) :-
    chain_open(S),
    member(L, S.chain.links),
    key_value(controller, L, S.turn_player, W), W == Who,
    link_attack(L, C),
    card_type(C, "weapon"),
    dagger_attack(C),
    card_id(C, Id).

%!  hurl_attacks(+State0, +Layer, -State)// is det.
%
%   The card layer Layer resolved: if it is a Hurl played paying its
%   optional cost, now attacking, its triggered effect asks its targets
%   (FAB-972).  card_texts_katsu_bravo.pl's optional_cost_text//3 calls
%   it.

hurl_attacks(S0, L, S) -->
    (   { get_dict(optional_cost, L, true),
          layer_card(L, C),
          text_read_name(C, Name),
          card_text_read(Name, optional_cost_dagger_damage(_, N)),
          \+ game_over(S0, _),
          card_id(C, Id),
          active_link(S0, Lk), link_attack(Lk, A), card_id(A, Id0), Id0 == Id,
          Who = L.controller
        }
    ->  { findall(DId, controlled_dagger(S0, Who, DId, _), DIds0), sort(DIds0, DIds) },
        (   { DIds == [] }
        ->  { S = S0 },
            [ event('FAB-972', no_dagger_to_hurl, _{player:Who, card:Id}) ]
        ;   { pending(S0, _) }
        ->  { S = S0 },
            [ event('FAB-972', choice_not_asked, _{player:Who, card:Id, choice:"dagger_damage_target"}) ]
        ;   { S = S0.put(pending, _{choice:"dagger_damage_target", player:Who, controller:Who, source:A,
                                    cards:DIds, amount:N}) },
            [ event('FAB-972', dagger_targets_wait, _{player:Who, card:Id, daggers:DIds}) ]
        )
    ;   { S = S0 }
    ).

choice_action("dagger_damage_target", "target").
choice_phase("dagger_damage_target", "action").
not_asked_words("dagger_damage_target", "the targets of Hurl's dagger, and no damage is dealt").

broken('FAB-973', S, M, Reason) :-
    get_dict(action, M, "target"),
    pending(S, Pd),
    Pd.choice == "dagger_damage_target",
    get_dict(card, M, Id),
    (   Pd.cards = [_, _|_]
    ->  \+ ( memberchk(Id, Pd.cards), controlled_dagger(S, Pd.player, Id, _) ),
        Reason = not_a_dagger_target(Id, Pd.player)
    ;   \+ target_hero_player(S, Id, _),        % card_texts_fai_prism.pl
        Reason = not_a_hero_target_of_dagger(Id)
    ).

moot('FAB-973', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "dagger_damage_target" ).

rule_fact('FAB-973', S, _, dagger_targets(Ids)) :-
    pending(S, Pd),
    Pd.choice == "dagger_damage_target",
    (   Pd.cards = [_, _|_]
    ->  Ids = Pd.cards
    ;   findall(Id, ( players(S, Ps), member(P, Ps), get_dict(hero, P, H), card_id(H, Id) ), Ids)
    ).

fact_words(dagger_targets(Ids)) -->
    { atomic_list_concat(Ids, ', ', T) },
    [ "what Hurl's dagger damage may target now: ~w"-[T] ].

choice_candidate("target", S, _{player:Who, action:"target", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "dagger_damage_target",
    Who = Pd.player,
    (   Pd.cards = [_, _|_]
    ->  member(Id, Pd.cards),
        controlled_dagger(S, Who, Id, _)
    ;   players(S, Ps),
        member(P, Ps),
        get_dict(hero, P, H),
        card_id(H, Id)
    ).

pending_problem(S, Pd, [cards], not_daggers_of(Who)) :-   % FAB-972
    Pd.choice == "dagger_damage_target",
    get_dict(player, Pd, Who),
    \+ ( key_value(cards, Pd, [], Ids), Ids = [_|_],
         forall(member(Id, Ids), controlled_dagger(S, Who, Id, _)) ).
pending_problem(S, Pd, [source], no_hurl_attacking(Who)) :-   % FAB-972
    Pd.choice == "dagger_damage_target",
    get_dict(player, Pd, Who),
    \+ ( chain_step(S, "attack"),
         active_link(S, L), L.controller == Who,
         link_attack(L, A), card_id(A, AId),
         get_dict(source, Pd, Src), is_dict(Src), card_id(Src, SId), SId == AId,
         text_read_name(A, Name), card_text_read(Name, optional_cost_dagger_damage(_, _)) ).

%   A target move answers the choice: the dagger, while two or more are
%   listed; else the hero, and the damage is dealt (FAB-972).
effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "dagger_damage_target",
      Pd.cards = [_, _|_],
      S = S0.put(pending, Pd.put(cards, [M.card])),
      card_id(Pd.source, HId)
    },
    [ event('FAB-972', dagger_targeted, _{player:M.player, card:HId, dagger:M.card}) ].
effect(target, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "dagger_damage_target",
      Pd.cards = [DId],
      Who = M.player,
      choice_answered(S0, S1),
      target_hero_player(S1, M.card, T),
      once(controlled_dagger(S1, Who, DId, Where)),
      arg(1, Where, D),
      card_id(Pd.source, HId)
    },
    [ event('FAB-972', dagger_hero_targeted, _{player:Who, card:HId, dagger:DId, target:T, amount:Pd.amount}) ],
    dagger_damage(S1, D, Who, T, Pd.amount, S).

%   dagger_damage(+S0, +Dagger, +Player, +Target, +N, -S)//: Player's
%   Dagger deals N damage to Target's hero: prevented as any damage,
%   the choice of its prevention asked where it decides (FAB-972).
dagger_damage(S0, D, Who, T, N, S) -->
    (   { damage_choice_needed(S0, dsrc(D, Who), T, N) }   % card_texts_quell.pl: Quell (FAB-648), Ward
    ->  damage_choice(S0, T, Who, N, _{of:"dagger_text", source:D}, S)
    ;   hero_damaged(S0, dsrc(D, Who), T, N, Dealt, Lost, Life, S1),
        dagger_damage_done(S1, D, Who, T, N, Dealt, Lost, Life, S)
    ).

ward_damage_done("dagger_text", Pd, D, Lost, Life, S0, S) -->   % after the ward or quell choice
    dagger_damage_done(S0, Pd.source, Pd.controller, Pd.player, Pd.amount, D, Lost, Life, S).

ward_damage_fits(S, Pd, "dagger_text") :-       % Hurl's dagger (FAB-972), as Hurl attacks
    S.phase == "action",
    chain_step(S, "attack"),
    get_dict(source, Pd, _).

%   dagger_damage_done(+S0, +Dagger, +Player, +Target, +N0, +N, +Lost, +Life, -S)//:
%   N of N0 was dealt: if any, the dagger has hit and the damage counts
%   for Bleed Out; then the dagger is destroyed (FAB-972).
dagger_damage_done(S0, D, Who, T, N0, N, Lost, Life, S) -->
    { card_id(D, DId), Prevented is N0 - N },
    [ event('FAB-972', dagger_damage_dealt, _{player:Who, card:DId, target:T, amount:N, prevented:Prevented,
                                              lost:Lost, life:Life}) ],
    ode_life_loss(S0, Who, T, N, S1),           % card_texts_fai_prism.pl (FAB-764)
    defeat(S1, T),
    (   { game_over(S1, _) }
    ->  { S = S1 }
    ;   (   { N > 0 }
        ->  { add_effect(S1, _{kind:"dagger_damage", player:Who, amount:N, source:DId, lasts:"combat_chain"}, S2) },
            dagger_hit(S2, Who, T, D, S3)
        ;   { S3 = S1 }
        ),
        dagger_destroyed(S3, Who, DId, S)
    ).

%   dagger_hit(+S0, +Player, +Target, +Dagger, -S)//: Player's Dagger has
%   hit Target's hero: the weapon-hit readings that need no choice apply;
%   those that would ask one are said not to (FAB-972).
dagger_hit(S0, Who, T, D, S) -->
    { card_id(D, DId) },
    [ event('FAB-972', dagger_has_hit, _{player:Who, card:DId, target:T}) ],
    weapon_hit(S0, _{controller:Who}, D, S1),          % card_texts.pl: Dorinthea (FAB-543)
    kassai_hit(S1, _{controller:Who}, D, S2),          % card_texts_kassai_2.pl (FAB-840)
    spider_bite_hit(S2, _{defender:T}, D, S2a),        % card_texts_uzuri.pl (FAB-722)
    mentor_hit(S2a, _{controller:Who}, D, S2b),        % Minerva Themis (FAB-978)
    poisoned_dagger_hit(S2b, Who, T, D, defeat, S2c),  % card_texts_cindra.pl: Poisoned Blade (FAB-1130)
    agents_dagger_hit(S2c, Who, T, D, S3),             % card_texts_arakni_agents.pl: Arakni, Tarantula (FAB-1506)
    { S = S3,
      findall(Id, ( player(S, Who, P),
                    (   member(B, P.equipment), text_read_name(B, BName),
                        card_text_read(BName, weapon_hit_destroy_for_go_again),
                        card_id(B, Id)
                    ;   effects(S, Es), member(E, Es), get_dict(kind, E, "dagger_hit_to_bottom"),
                        get_dict(player, E, W), W == Who, get_dict(source, E, Id)
                    ) ), Ids)
    },
    (   { Ids == [] }
    ->  []
    ;   [ event('FAB-972', dagger_hit_texts_not_applied, _{player:Who, card:DId, cards:Ids}) ]
    ).

%   dagger_destroyed(+S0, +Player, +Id, -S)//: Player's dagger Id goes to
%   its owner's graveyard, from the weapon zone or its chain link (whose
%   damage is kept for Bleed Out: a dagger_damage record, FAB-972); a
%   token dagger (Graphene Chelicera) ceases to exist instead (CR 8.1.8a,
%   3.0.12a: destroyed_card_put/4, cards.pl).
dagger_destroyed(S0, Who, Id, S) -->
    { player(S0, Who, P0) },
    (   { take_card(P0, weapons, Id, C, P1) }
    ->  { destroyed_card_put(C, P1, P, To),
          set_player(S0, P, S) }
    ;   { Links0 = S0.chain.links,
          nth0(I, Links0, L0, Rest),
          link_attack(L0, C), card_id(C, Id0), Id0 == Id
        }
    ->  { nth0(I, Links, L0.put(attack, null), Rest),
          S1 = S0.put(chain, S0.chain.put(links, Links)),
          (   get_dict(damage, L0, N), integer(N), N > 0
          ->  add_effect(S1, _{kind:"dagger_damage", player:Who, amount:N, source:Id, lasts:"combat_chain"}, S2)
          ;   S2 = S1
          ),
          player(S2, Who, P2),
          destroyed_card_put(C, P2, P3, To),
          set_player(S2, P3, S) }
    ;   { S = S0, To = "graveyard" }
    ),
    (   { To == "nowhere" }
    ->  [ event('FAB-972', dagger_destroyed, _{player:Who, card:Id, to:To}) ]
    ;   [ event('FAB-972', dagger_destroyed, _{player:Who, card:Id}) ]
    ).

message(event(no_dagger_to_hurl, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks: ~w controls no dagger, so its triggered effect has no target and does nothing"-[L, F.player] ].
message(event(dagger_targets_wait, F, S0)) -->
    { event_card(S0, F.card, L),
      maplist(event_card(S0), F.daggers, Ds),
      atomic_list_concat(Ds, ', ', T)
    },
    [ "~w attacks, its {r} paid: ~w chooses its targets, a dagger they control (~w) and a hero (target moves)"-[L, F.player, T] ].
message(event(dagger_targeted, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.dagger, D) },
    [ "~w: ~w targets ~w; the hero is chosen next (a target move)"-[L, F.player, D] ].
message(event(dagger_hero_targeted, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.dagger, D) },
    [ "~w: ~w targets ~w's hero with ~w's ~d damage"-[L, F.player, F.target, D, F.amount] ].
message(event(dagger_damage_dealt, F, S0)) -->
    { event_card(S0, F.card, D) },
    [ "~w deals ~d damage to ~w's hero (~d life now)"-[D, F.amount, F.target, F.life] ],
    (   { F.prevented > 0 } -> [ "; ~d of it prevented"-[F.prevented] ] ; [] ).
message(event(dagger_has_hit, F, S0)) -->
    { event_card(S0, F.card, D) },
    [ "~w has hit ~w's hero (Hurl): what triggers on a hit of ~w's weapon or dagger triggers"-[D, F.target, F.player] ].
message(event(dagger_hit_texts_not_applied, F, S0)) -->
    { maplist(event_card(S0), F.cards, Ls),
      atomic_list_concat(Ls, ', ', T),
      event_card(S0, F.card, D)
    },
    [ "~w's hit by Hurl: the choice ~w would give ~w is not asked (not done)"-[D, T, F.player] ].
message(event(dagger_destroyed, F, S0)) -->
    { event_card(S0, F.card, D) },
    (   { get_dict(to, F, "nowhere") }
    ->  [ "~w is destroyed (Hurl): a token, it ceases to exist"-[D] ]
    ;   [ "~w is destroyed (Hurl): it goes to ~w's graveyard"-[D, F.player] ]
    ).
message(not_a_dagger_target(Id, Who)) -->
    [ "~w is not a dagger ~w controls that Hurl's effect may target"-[Id, Who] ].
message(not_a_hero_target_of_dagger(Id)) -->
    [ "~w is not a hero: Hurl's dagger deals its damage to a target hero (CR 1.8.5a)"-[Id] ].
message(not_daggers_of(Who)) -->
    [ "Hurl's choice lists the daggers ~w controls that it may target, at least one"-[Who] ].
message(no_hurl_attacking(Who)) -->
    [ "Hurl's targets wait only in the attack step of ~w's chain link whose attack is that Hurl"-[Who] ].
message(no_choice_waits("dagger_damage_target")) -->
    [ "no target waits: target answers Hurl's dagger" ].

choice_words("dagger_damage_target") --> [ "the targets of Hurl's dagger damage, a dagger then a hero (target moves)" ].
text_choice_words("dagger_damage_target", Source) -->
    [ "the dagger and the hero ~w's effect targets (target)"-[Source] ].

move_words("target", S, M) -->
    { pending(S, Pd), Pd.choice == "dagger_damage_target",
      (   Pd.cards = [_, _|_]
      ->  Kind = dagger
      ;   Kind = hero
      )
    },
    (   { Kind == dagger }
    ->  { ( controlled_dagger(S, M.player, M.card, W) -> arg(1, W, D), card_label(D, DL) ; DL = M.card ) },
        [ M.player, " targets ", DL, " with Hurl's effect" ]
    ;   { ( target_hero_player(S, M.card, T) -> true ; T = M.card ) },
        [ M.player, " targets ", T, "'s hero with Hurl's dagger" ]
    ).

                 /*******************************
                 *             UZURI            *
                 *******************************/

rule('FAB-974', effect, "Uzuri: a card of the hand banished face down; an attack action card with cost 2 or less replaces the attacking card with stealth",
     "Uzuri's attack reaction (her text read, her abilities not lost; Uzuri, Switchblade's the same), once per turn, costs no resource point and a card of her player's hand, banished face down as it is activated: the activate move names it in `banish` (one card, one the position shows: FAB-975), and its layer records it (`banished`). It targets the attacking card with stealth of the active chain link (an attack action card with the keyword Stealth: the move's `target`, FAB-622); without one it cannot be activated. As it resolves, the banished card is turned face up; if it is an attack action card with cost 2 or less and the target is still the active chain link's attacking card, the target goes to the bottom of its owner's deck and the banished card becomes the link's attacking card: a new object, so what the link had gained for the old attack (its power bonuses, go again, what its hit would do, the keywords and names it gained) is gone, and the new card attacks with its own power and go again, the static power of its player's permanents counted; the defending cards, their defense, and the reactions recorded on the link stay. Otherwise the card stays banished, face up, and nothing else happens. If the target is no longer legal, the layer fails to resolve (FAB-1540): the card stays banished face down and nothing else happens.",
     ruling("Реакції атаки — ... їх можна грати лише під час кроку реакції, коли ви атакуєте.",
            "Uzuri: \"Once per Turn Attack Reaction - Banish a card from your hand face down: Turn the card banished this way face up. If it's an attack action card with cost 2 or less, put target attacking card with stealth from the active chain link on the bottom of its owner's deck, then put the banished card onto the active chain link as the attacking card.\" CR 5.2.1 (an activated ability's cost and effect), 5.1.9 (the effect-cost is paid as it is activated: the card banished is the player's choice), 1.8.5 and 5.1.4a (a target is declared as it is activated), 1.8.4 (a conditional effect), 5.3.2a (a layer whose targets are all illegal fails to resolve), 1.8.10 (an object that changes zones becomes a new object: effects that applied to the old attack do not apply to the new one), 8.3.24 (stealth), 8.1.2a (attack reactions), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. A layer whose only target is no longer legal fails to resolve, \"turn face up\" included (CR 5.3.2, 5.3.2a: FAB-1540): the card stays banished face down.")).

rule('FAB-975', constraint, "Uzuri's ability banishes one known card of its player's hand",
     "Activating Uzuri's attack reaction names in the move's `banish` exactly one card of its player's hand, one the position shows: the card turned face up decides what the ability does (FAB-106: an unknown card is named in the position first). Naming none, two, a card not in the hand, or an unknown card breaks this rule.",
     ruling("", "Uzuri: \"Banish a card from your hand face down: ...\" CR 5.1.9 (the effect-costs are paid as the ability is activated), 5.2.1c (an activated ability's cost), 8.5.1 (banish), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

uzuri_ability(_{type:"attack reaction", limit:"once per turn", cost:0, effect:"uzuri_swap",
                go_again:false, destroy_self:false, banish_hand:1}).

text_abilities("Uzuri", [Ab]) :- uzuri_ability(Ab).
text_abilities("Uzuri, Switchblade", [Ab]) :- uzuri_ability(Ab).

text_ability_effect("uzuri_swap").

targeting(C, ability(0), stealth_attacking_card, uzuri_swap) :-
    text_read_name(C, Name),
    card_text_read(Name, ability_banished_replaces_stealth_attack(_)).

legal_target(S, stealth_attacking_card, Id) :-
    chain_open(S),
    active_link(S, L),
    link_attack(L, A),
    card_type(A, "attack action"),
    card_keyword(A, "Stealth", _),
    card_id(A, Id).

spec_words(stealth_attacking_card, "the attacking card with stealth of the active chain link").

%!  hand_banish_choice(+Player, +Ability, +Move0, -Move) is nondet.
%
%   The candidates of an activation whose cost banishes a card of the
%   hand (Uzuri's, FAB-975): each known card of Player's hand, once per
%   name and colour; else Move0 as it is.  card_texts_prism.pl's
%   activation_banish_choice/4 calls it.

hand_banish_choice(P, Ab, M0, M) :-
    (   get_dict(banish_hand, Ab, 1)
    ->  findall(Key-Id, ( member(C, P.hand), \+ unknown_card(C), card_id(C, Id),
                           card_label_name(C, N), ( get_dict(color, C, Col) -> true ; Col = none ),
                           Key = N-Col ), KIs0),
        sort(1, @<, KIs0, KIs),                 % one card of each printing
        member(_-Id, KIs),
        M = M0.put(banish, [Id])
    ;   M = M0
    ).

broken('FAB-975', S, M, Reason) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, Ab),          % position.pl
    get_dict(banish_hand, Ab, 1),
    key_value(banish, M, [], Bs),
    (   Bs \= [_]
    ->  length(Bs, K), Reason = hand_banish_count(C, K)
    ;   Bs = [Id],
        \+ card_in(P, hand, Id, _)
    ->  Reason = hand_banish_not_in_hand(P.name, Id)
    ;   Bs = [Id],
        card_in(P, hand, Id, HC),
        unknown_card(HC)
    ->  Reason = hand_banish_unknown(Id)
    ).

%   hand_banished(+State, +Move, -Ids): the cards of its player's hand
%   the activation Move banishes (Uzuri's cost, FAB-974), for the words
%   of what it leaves in hand.
hand_banished(S, M, Ids) :-
    (   activated_ability(S, M, P, _, Ab),     % position.pl
        get_dict(banish_hand, Ab, _)
    ->  key_value(banish, M, [], Bs),
        findall(Id, ( member(Id, Bs), card_in(P, hand, Id, _) ), Ids)
    ;   Ids = []
    ).

%!  banished_face_down(+State, +Card) is semidet.
%
%   Card was banished face down by Uzuri's cost and waits to be turned
%   face up: an ability layer on the stack records it (FAB-974); its
%   owner's opponent does not see it (workflow.pl's hidden/3).

banished_face_down(S, C) :-
    card_id(C, Id),
    key_value(stack, S, [], Ls),
    member(L, Ls),
    get_dict(banished, L, Id0), Id0 == Id,
    !.

%!  activation_hand_banished(+Move, +Player, +SourceId, +P0, -P)// is det.
%
%   The card Move banishes from the hand to pay Uzuri's cost goes to the
%   banished zone, face down until the ability resolves (FAB-974).
%   card_texts_kassai_2.pl's activation_banished//6 calls it.

activation_hand_banished(M, Who, Id, P0, P) -->
    (   { key_value(banish, M, [], [BId]),
          take_card(P0, hand, BId, C, P1)
        }
    ->  { add_cards(P1, banished, [C], P) },
        [ event('FAB-974', ability_cost_hand_banished, _{player:Who, card:Id, banished:BId}) ]
    ;   { P = P0 }
    ).

%!  banished_layer(+Move, +Layer0, -Layer) is det.
%
%   The activated-layer of an ability whose cost banished a card of the
%   hand records it (`banished`, FAB-974).  card_texts_finish.pl's
%   pitched_talents_layer/5 calls it.

banished_layer(M, L0, L) :-
    (   get_dict(effect, L0, "uzuri_swap"),
        key_value(banish, M, [], [BId])
    ->  L = L0.put(banished, BId)
    ;   L = L0
    ).

%   Uzuri's ability resolves (FAB-974).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "uzuri_swap",
      key_value(banished, L, none, BId)
    },
    (   { BId \== none,
          player(S0, Who, P0),
          card_in(P0, banished, BId, B)
        }
    ->  [ event('FAB-974', banished_turned_face_up, _{player:Who, card:Id, banished:BId}) ],
        (   { card_type(B, "attack action"),
              card_cost(B, Cost), Cost =< 2
            }
        ->  (   { get_dict(target, L, T),
                  legal_target(S0, stealth_attacking_card, T)
                }
            ->  attack_replaced(S0, Who, Id, B, T, S)
            ;   { S = S0 },
                [ event('FAB-622', target_gone, _{player:Who, card:Id, target:L.get(target, none)}) ]
            )
        ;   { S = S0 },
            [ event('FAB-974', banished_not_swapped, _{player:Who, card:Id, banished:BId}) ]
        )
    ;   { S = S0 },
        [ event('FAB-974', banished_card_gone, _{player:Who, card:Id, banished:BId}) ]
    ).

%   attack_replaced(+S0, +Player, +SourceId, +Banished, +TargetId, -S)//:
%   the attacking card TargetId goes to the bottom of its owner's deck
%   and Banished, from Player's banished zone, becomes the active chain
%   link's attacking card (FAB-974).
attack_replaced(S0, Who, Id, B, T, S) -->
    { active_link(S0, L0),
      link_attack(L0, Old),
      card_id(B, BId),
      player(S0, Who, P0),
      take_card(P0, banished, BId, _, P1),
      set_player(S0, P1, S1),
      Owner = L0.controller,                    % the attacking card's owner: its controller's deck
      player(S1, Owner, PO0),
      new_object(Old, OldNew),
      append(PO0.deck, [OldNew], Deck),
      set_player(S1, PO0.put(deck, Deck), S2),
      static_power(S2, Who, B, "banished", Statics),   % triggers.pl (FAB-213)
      foldl(static_amount, Statics, 0, Bonus),
      (   card_go_again(B) -> GA = true ; GA = false ),
      Keep = [controller, defender, defending, defense_bonus, from_arsenal, attack_reaction, charged_defended_power, wagers],
      findall(K-V, ( member(K, Keep), get_dict(K, L0, V) ), KVs),
      dict_pairs(L1, _, KVs),
      L2 = L1.put(_{attack:B, go_again:GA}),
      (   Bonus =\= 0 -> L3 = L2.put(power_bonus, Bonus) ; L3 = L2 ),
      active_link_replaced(S2, L0, L3, S3),
      attack_reaction_noted(S3, Who, "attack reaction", S)   % card_texts_uzuri.pl: Sneak Attack's record (FAB-718)
    },
    [ event('FAB-974', attack_replaced, _{player:Who, card:Id, old:T, new:BId, owner:Owner}) ].

message(event(ability_cost_hand_banished, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w banishes a card from their hand face down (~w) to pay the cost of ~w's ability"-[F.player, F.banished, L] ].
message(event(banished_turned_face_up, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.banished, B) },
    [ "~w's ability resolves: the card banished, ~w, is turned face up"-[L, B] ].
message(event(banished_not_swapped, F, S0)) -->
    { event_card(S0, F.banished, B) },
    [ "~w is not an attack action card with cost 2 or less: it stays banished and the attack is unchanged"-[B] ].
message(event(banished_card_gone, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves, but the card it banished (~w) is no longer in the banished zone: nothing happens"-[L, F.banished] ].
message(event(attack_replaced, F, S0)) -->
    { event_card(S0, F.old, O), event_card(S0, F.new, N) },
    [ "~w goes to the bottom of ~w's deck, and ~w becomes the attacking card of the active chain link (a new attack: what the link had gained for the old one is gone)"-[O, F.owner, N] ].
message(hand_banish_count(C, K)) -->
    { card_label(C, L) },
    [ "~w's ability banishes one card from the hand; the move names ~d"-[L, K] ].
message(hand_banish_not_in_hand(Who, Id)) -->
    [ "~w is not a card of ~w's hand"-[Id, Who] ].
message(hand_banish_unknown(Id)) -->
    [ "~w is a card the position does not show: what Uzuri's ability does depends on it, so the position names it first (FAB-106)"-[Id] ].

                 /*******************************
                 *         MINERVA THEMIS       *
                 *******************************/

rule('FAB-976', effect, "Minerva Themis face down in the arsenal: at the start of her player's turn they may turn her face up",
     "A card of the arsenal is face down unless the position says `face_up: true`. While Minerva Themis (her text read; The Librarian the same, FAB-980) is face down in the turn player's arsenal, at the start of their turn, once their own start-of-turn effects have resolved, the position waits for their choice (mentor_face_up, its source Minerva): a mode move, 1 to turn her face up (`face_up: true`), 2 to leave her face down; then the other player's start-of-turn effects and the action phase follow. A mode move answering the choice names 1 or 2.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Minerva Themis: \"While Minerva is face down in arsenal, at the start of your turn, you may turn her face up.\" CR 4.2.2 (the start of turn event: what triggers then resolves before the action phase), 5.4.7b (a hidden triggered ability: functional while its source is private; its owner decides to trigger it), 1.8.3a (\"may\": the player chooses), 3.3 (the arsenal, a private zone), 8.1.10 (mentor, a deck-card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks after the player's other start-of-turn effects: none of them reads the arsenal, so the order changes nothing.")).

rule('FAB-977', effect, "Minerva Themis face up in the arsenal: her player's 1H weapons attack with +1 power",
     "While Minerva Themis (her text read) is face up in a player's arsenal, each 1H weapon they control has +1 power: as the attack of such a weapon (the subtype 1H) becomes a chain link, the link's power_bonus counts it and an event says so.",
     ruling("", "Minerva Themis: \"While Minerva is face up in arsenal, 1H weapons you control have +1{p}.\" CR 5.4.7 (a while-static ability), 1.4.3a (a weapon's attack has the weapon's properties), 2.0.3a (an effect modifies power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck counts it as the attack becomes a chain link: nothing turns her face down while the attack lasts but her own banishing on a hit, after the damage.")).

rule('FAB-978', effect, "Minerva Themis face up: each hit of a weapon of her player's puts a lesson counter on her; at 3 she is banished and the deck searched for a specialization card",
     "Whenever a weapon a player controls hits (its attack deals damage to the defending hero; Hurl's dagger, FAB-972, too) while Minerva Themis (her text read) is face up in their arsenal, a lesson counter is put on her (`lesson_counters`). Then, with 3 or more, she is banished (face up, her counters gone) and the position waits for the player's search (search_specialization, its source Minerva): a search move names a specialization card of their deck (a card with the keyword Specialization, one the position shows), which goes face up into their arsenal, or none (the search may fail, the deck being private); then the deck is shuffled (its cards unknown, their ids kept). Where another choice already waits, the search is not asked and an event says so (not done).",
     ruling("", "Minerva Themis: \"Whenever a weapon you control hits, put a lesson counter on Minerva. Then if there are 3 or more lesson counters on her, banish her, search your deck for a specialization card, put it face up into arsenal, and shuffle.\" CR 6.6 (a triggered effect), 7.5.5 (a hit), 1.15 and 8.5.14 (counters; put), 8.5.1 (banish), 8.5.19 (search: a search for a card with a quality may fail), 8.5.20 (shuffle), 8.3.7 (specialization), 3.3.2a (a card put into a full arsenal: the effect fails), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered layer as the hit happens, as it does Whelming Gustwave's draw (FAB-593).")).

rule('FAB-979', constraint, "Minerva Themis' search finds a specialization card of its player's deck, or none",
     "A search move answering the search_specialization choice (FAB-978) names a card of the searching player's deck that the position shows and that has the keyword Specialization, or no card.",
     ruling("", "Minerva Themis: \"search your deck for a specialization card\". CR 8.5.19 (search), 8.3.7 (specialization), 3.0.4b (the deck is private: an unknown card is named in the position first, FAB-106), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  mentor_in_arsenal(+State, +Player, -Card, -FaceUp:boolean) is semidet.
%
%   Card, Minerva Themis (her text read), is in Player's arsenal, face up
%   or down (FAB-976).

mentor_in_arsenal(S, Who, C, Up) :-
    player(S, Who, P),
    key_value(arsenal, P, [], As),
    member(C, As),
    text_read_name(C, Name),
    card_text_read(Name, mentor(_, _)),
    !,
    (   get_dict(face_up, C, true) -> Up = true ; Up = false ).

%   arsenal_card_replaced(+S0, +Player, +Card, -S): Player's arsenal card
%   of Card's id is Card now.
arsenal_card_replaced(S0, Who, C, S) :-
    player(S0, Who, P0),
    card_id(C, Id),
    findall(Y, ( member(X, P0.arsenal), card_id(X, XId), ( XId == Id -> Y = C ; Y = X ) ), As),
    set_player(S0, P0.put(arsenal, As), S).

%!  mentor_flip_asked(+State0, +Player, -State)// is det.
%
%   Player's start-of-turn effects have resolved: a face-down Minerva of
%   their arsenal asks whether to turn her face up (FAB-976).
%   triggers.pl's start_phase_goes_on//3 calls it.

mentor_flip_asked(S0, Who, S) -->
    (   { \+ pending(S0, _),
          \+ game_over(S0, _),
          mentor_in_arsenal(S0, Who, C, false),
          card_id(C, Id)
        }
    ->  { S = S0.put(pending, _{choice:"mentor_face_up", player:Who, controller:Who, source:C}) },
        [ event('FAB-976', mentor_face_up_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 }
    ).

choice_action("mentor_face_up", "mode").
choice_phase("mentor_face_up", "start").
not_asked_words("mentor_face_up", "whether to turn the mentor face up").

choice_candidate("mode", S, _{player:Who, action:"mode", mode:Mode}) :-
    pending(S, Pd),
    Pd.choice == "mentor_face_up",
    Who = Pd.player,
    member(Mode, [1, 2]).

broken('FAB-976', S, M, not_a_flip_mode(Mode)) :-
    get_dict(action, M, "mode"),
    pending(S, Pd),
    Pd.choice == "mentor_face_up",
    get_dict(mode, M, Mode),
    \+ memberchk(Mode, [1, 2]).

moot('FAB-976', S, M) :-
    \+ ( get_dict(action, M, "mode"), pending(S, Pd), Pd.choice == "mentor_face_up" ).

pending_problem(S, Pd, [source], no_face_down_mentor(Who)) :-   % FAB-976
    Pd.choice == "mentor_face_up",
    get_dict(player, Pd, Who),
    \+ ( get_dict(source, Pd, Src), is_dict(Src), card_id(Src, SId),
         mentor_in_arsenal(S, Who, C, false), card_id(C, SId) ).

effect(mode, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "mentor_face_up",
      Who = Pd.player,
      choice_answered(S0, S1),
      card_id(Pd.source, Id)
    },
    (   { M.mode == 1,
          mentor_in_arsenal(S1, Who, C, false),
          arsenal_card_replaced(S1, Who, C.put(face_up, true), S2)
        }
    ->  [ event('FAB-976', mentor_turned_face_up, _{player:Who, card:Id}) ]
    ;   { S2 = S1 },
        [ event('FAB-976', mentor_left_face_down, _{player:Who, card:Id}) ]
    ),
    opponents_start(S2, Who, S).                % triggers.pl: the start phase goes on

%!  singles_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: a 1H weapon's, with Minerva face up
%   in Player's arsenal, +1 power (FAB-977).  card_texts.pl's
%   attack_text//4 calls it.

singles_attack_text(S0, Who, A, S) -->
    (   { card_type(A, "weapon"),
          card_subtypes(A, Ss), memberchk("1H", Ss),
          mentor_in_arsenal(S0, Who, C, true),
          text_read_name(C, Name),
          card_text_read(Name, mentor(one_hander_power(N), _)),
          active_link(S0, L0),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          active_link_replaced(S0, L0, L0.put(power_bonus, B), S),
          card_id(A, AId), card_id(C, Id)
        }
    ->  [ event('FAB-977', mentor_weapon_power, _{player:Who, card:Id, attack:AId, amount:N}) ]
    ;   { S = S0 }
    ).

%!  mentor_hit(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, a weapon of Link's controller, hit: a lesson counter on
%   Minerva face up in their arsenal; at 3, she is banished and the
%   search waits (FAB-978).  card_texts.pl's attack_hit//4 and Hurl's
%   dagger hit call it.

mentor_hit(S0, L, A, S) -->
    (   { card_type(A, "weapon"),
          Who = L.controller,
          \+ game_over(S0, _),
          mentor_in_arsenal(S0, Who, C0, true),
          text_read_name(C0, Name),
          card_text_read(Name, mentor(one_hander_power(_), _))
        }
    ->  mentor_lesson(S0, Who, C0, S)
    ;   { S = S0 }
    ).

%   mentor_lesson(+S0, +Player, +Mentor, -S)//: a lesson counter on
%   Player's Mentor, face up in their arsenal; with as many as its text
%   asks, it is banished and the search for a specialization card waits
%   (FAB-978, FAB-980).
mentor_lesson(S0, Who, C0, S) -->
    { text_read_name(C0, Name),
      card_text_read(Name, mentor(_, lessons(K))),
      key_value(lesson_counters, C0, 0, N0),
      N is N0 + 1,
      C1 = C0.put(lesson_counters, N),
      arsenal_card_replaced(S0, Who, C1, S1),
      card_id(C0, Id),
      mentor_rule(Name, Rule),
      mentor_events(Name, CounterEvent, BanishedEvent)
    },
    [ event(Rule, CounterEvent, _{player:Who, card:Id, counters:N}) ],
    (   { N >= K }
    ->  { player(S1, Who, P1),
          take_card(P1, arsenal, Id, C, P2),
          new_object(C, B1),                    % keywords_defense.pl: face down, its counters gone (CR 1.15.3)
          add_cards(P2, banished, [B1], P3),
          set_player(S1, P3, S2)
        },
        [ event(Rule, BanishedEvent, _{player:Who, card:Id}) ],
        (   { \+ pending(S2, _) }
        ->  { S = S2.put(pending, _{choice:"search_specialization", player:Who, controller:Who, source:B1}) },
            [ event(Rule, specialization_search_waits, _{player:Who, card:Id}) ]
        ;   { S = S2 },
            [ event(Rule, choice_not_asked, _{player:Who, card:Id, choice:"search_specialization"}) ]
        )
    ;   { S = S1 }
    ).

mentor_rule("The Librarian", 'FAB-980') :- !.
mentor_rule("Lady Barthimont", 'FAB-990') :- !.    % card_texts_finish2.pl
mentor_rule("Lord Sutcliffe", 'FAB-1018') :- !.    % card_texts_chane.pl
mentor_rule(_, 'FAB-978').

%   mentor_events(+Name, -CounterEvent, -BanishedEvent): the events of a
%   lesson counter put on the mentor and of its banishing, in its words.
mentor_events("Lady Barthimont", barthimont_lesson_counter, barthimont_mentor_banished) :- !.
mentor_events("Lord Sutcliffe", sutcliffe_lesson_counter, sutcliffe_mentor_banished) :- !.   % card_texts_chane.pl
mentor_events(_, lesson_counter_put, mentor_banished).

not_asked_words("search_specialization", "the search of their deck for a specialization card").
choice_action("search_specialization", "search").
choice_phase("search_specialization", "action").

specialization_card(C) :-
    card_prop(C, keywords, Ks),
    is_list(Ks),
    memberchk("Specialization", Ks).

choice_candidate("search", S, M) :-
    pending(S, Pd),
    Pd.choice == "search_specialization",
    Who = Pd.player,
    (   M = _{player:Who, action:"search"}
    ;   player(S, Who, P),
        findall(Id, ( member(C, P.deck), \+ unknown_card(C), specialization_card(C), card_id(C, Id) ), Ids0),
        sort(Ids0, Ids),
        member(Id, Ids),
        M = _{player:Who, action:"search", card:Id}
    ).

broken('FAB-979', S, M, Reason) :-
    get_dict(action, M, "search"),
    pending(S, Pd),
    Pd.choice == "search_specialization",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    string(Id),
    player(S, Who, P),
    (   \+ card_with_id(P.deck, Id, _)
    ->  (   card_where(P, Id, Z, C)
        ->  Reason = search_not_in_deck(C, Z)   % card_texts_katsu_rest.pl
        ;   Reason = no_card_in_deck(Who, Id)
        )
    ;   card_with_id(P.deck, Id, C),
        unknown_card(C)
    ->  Reason = search_unknown_card(C)
    ;   card_with_id(P.deck, Id, C),
        \+ specialization_card(C),
        Reason = search_no_specialization(C)
    ).

moot('FAB-979', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "search_specialization" ).

pending_problem(S, Pd, [source], no_banished_mentor(Who)) :-   % FAB-978
    Pd.choice == "search_specialization",
    get_dict(player, Pd, Who),
    \+ ( get_dict(source, Pd, Src), is_dict(Src), card_id(Src, SId),
         player(S, Who, P), card_in(P, banished, SId, _) ).

effect(search, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "search_specialization",
      Who = M.player,
      choice_answered(S0, S1),
      card_id(Pd.source, By)
    },
    (   { get_dict(card, M, Id), string(Id),
          player(S1, Who, P0),
          take_card(P0, deck, Id, C, P1),
          add_cards(P1, arsenal, [C.put(face_up, true)], P2),
          set_player(S1, P2, S2)
        }
    ->  [ event('FAB-978', specialization_to_arsenal, _{player:Who, card:Id, by:By}) ]
    ;   { S2 = S1 },
        [ event('FAB-978', no_specialization_found, _{player:Who, by:By}) ]
    ),
    { player(S2, Who, Q0),
      maplist(unknown_of, Q0.deck, Deck),       % card_texts_rhinar_dorinthea.pl (FAB-564)
      set_player(S2, Q0.put(deck, Deck), S)
    },
    [ event('FAB-978', deck_shuffled_after_search, _{player:Who, by:By}) ].

message(event(mentor_face_up_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "the start of ~w's turn: ~w is face down in their arsenal, and ~w may turn it face up (a mode move: 1 turns it face up, 2 leaves it face down)"-[F.player, L, F.player] ].
message(event(mentor_turned_face_up, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w turns ~w face up in their arsenal"-[F.player, L] ].
message(event(mentor_left_face_down, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w leaves ~w face down in their arsenal"-[F.player, L] ].
message(event(mentor_weapon_power, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.attack, A) },
    [ "~w is face up in ~w's arsenal: ~w, a 1H weapon, attacks with +~d power"-[L, F.player, A, F.amount] ].
message(event(lesson_counter_put, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "a weapon of ~w's hits: a lesson counter on ~w (~d now)"-[F.player, L, F.counters] ].
message(event(mentor_banished, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has 3 lesson counters: it is banished"-[L] ].
message(event(specialization_search_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w searches their deck for a specialization card (a search move naming it, or none)"-[L, F.player] ].
message(event(specialization_to_arsenal, F, S0)) -->
    { event_card(S0, F.card, C), event_card(S0, F.by, L) },
    [ "~w: ~w finds ~w and puts it face up into their arsenal"-[L, F.player, C] ].
message(event(no_specialization_found, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w: ~w's search finds no specialization card"-[L, F.player] ].
message(event(deck_shuffled_after_search, F, S0)) -->
    { event_card(S0, F.by, L) },
    [ "~w: ~w shuffles their deck"-[L, F.player] ].
message(not_a_flip_mode(Mode)) -->
    [ "mode ~w answers nothing: 1 turns the mentor face up, 2 leaves it face down"-[Mode] ].
message(no_face_down_mentor(Who)) -->
    [ "the choice to turn a mentor face up waits only for a mentor (Minerva Themis, The Librarian, Lady Barthimont) face down in ~w's arsenal"-[Who] ].
message(search_no_specialization(C)) -->
    { card_label(C, L) },
    [ "~w is no specialization card: a mentor's search finds one"-[L] ].
message(no_banished_mentor(Who)) -->
    [ "the search for a specialization card waits only once a mentor (Minerva Themis, The Librarian, Lady Barthimont) is banished from ~w's arsenal"-[Who] ].
message(no_choice_waits("search_specialization")) -->
    [ "no search waits: search answers a mentor's search for a specialization card" ].
message(no_choice_waits("mentor_face_up")) -->
    [ "no mentor waits to be turned face up" ].

move_words("search", S, M) -->
    { pending(S, Pd), Pd.choice == "search_specialization" },
    (   { get_dict(card, M, Id), string(Id), player(S, M.player, P), id_label(P, Id, L) }
    ->  [ M.player, " finds ", L, " and puts it face up into their arsenal, then shuffles their deck" ]
    ;   [ M.player, " finds no specialization card, then shuffles their deck" ]
    ).
move_words("mode", S, M) -->
    { pending(S, Pd), Pd.choice == "mentor_face_up", card_label(Pd.source, L) },
    (   { M.mode == 1 }
    ->  [ M.player, " turns ", L, " face up in their arsenal" ]
    ;   [ M.player, " leaves ", L, " face down in their arsenal" ]
    ).

choice_words("mentor_face_up") --> [ "whether to turn a mentor of the arsenal face up (a mode move: 1 face up, 2 face down)" ].
choice_words("search_specialization") --> [ "the specialization card their search finds, or none (a search move)" ].
text_choice_words("mentor_face_up", Source) --> [ "whether to turn ~w face up (mode)"-[Source] ].
text_choice_words("search_specialization", Source) --> [ "the specialization card ~w's search finds (search)"-[Source] ].

                 /*******************************
                 *         THE LIBRARIAN        *
                 *******************************/

rule('FAB-980', effect, "The Librarian face up: once per turn, as its player creates a Spectral Shield token, a draw and a lesson counter; at 3, banished and the deck searched",
     "The Librarian (its text read) is turned face up at the start of its player's turn as Minerva Themis is (FAB-976). While it is face up in a player's arsenal, the first time in a turn that player creates one or more Spectral Shield tokens (Prismatic Shield, Herald of Protection's hit, Prism's ability), they draw a card and a lesson counter is put on it; the turn records it ({kind: mentor_once, player, source}, either player's turn: a position given in the middle of a turn says so in its effects). Then, with 3 or more counters, it is banished and the deck searched for a specialization card as for Minerva Themis (the search_specialization choice, FAB-978, FAB-979).",
     ruling("", "The Librarian: \"While The Librarian is face down in arsenal, at the start of your turn, you may turn him face up. While The Librarian is face up in arsenal, once per turn when you create a Spectral Shield token, draw a card and put a lesson counter on The Librarian. Then if there are 3 or more lesson counters on him, banish him, search your deck for a specialization card, put it face up into arsenal, and shuffle.\" CR 5.4.7b (a hidden triggered ability; its CR example is The Librarian's), 6.6 (a triggered effect; once per turn), 8.5.2 and 8.6.8 (create; the Spectral Shield token), 8.5.6 (draw), 1.15 and 8.5.14 (counters), 8.5.1, 8.5.19 and 8.5.20 (banish, search, shuffle), 8.3.7 (specialization), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered layer as the tokens are created.")).

%!  librarian_shields(+State0, +Player, +Tokens, -State)// is det.
%
%   Player created the tokens named Tokens: with a Spectral Shield among
%   them and The Librarian face up in their arsenal, not yet this turn,
%   they draw a card and a lesson counter is put on it (FAB-980).
%   card_texts_prism.pl's token readings call it.

librarian_shields(S0, Who, Tokens, S) -->
    (   { memberchk("Spectral Shield", Tokens),
          \+ game_over(S0, _),
          mentor_in_arsenal(S0, Who, C0, true),
          text_read_name(C0, Name),
          card_text_read(Name, mentor(spectral_shield_draw, _)),
          card_id(C0, Id),
          effects(S0, Es),
          \+ ( member(E, Es), get_dict(kind, E, "mentor_once"), get_dict(source, E, Id0), Id0 == Id ),
          add_effect(S0, _{kind:"mentor_once", player:Who, source:Id}, S1)
        }
    ->  [ event('FAB-980', librarian_draws, _{player:Who, card:Id}) ],
        draw_cards(Who, 1, Id, S1, S2),         % triggers.pl
        (   { mentor_in_arsenal(S2, Who, C2, true) }
        ->  mentor_lesson(S2, Who, C2, S)
        ;   { S = S2 }
        )
    ;   { S = S0 }
    ).

message(event(librarian_draws, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w is face up in ~w's arsenal and they create a Spectral Shield token: they draw a card (once per turn)"-[L, F.player] ].
