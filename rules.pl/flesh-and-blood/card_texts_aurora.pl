/*  Flesh and Blood: the texts of the Aurora Blitz Deck's cards, and the
    Runeblade and Lightning cards it shares with the Oscilio and Florian
    Blitz Decks.

    Part of game.pl, included after card_texts_lexi.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Lightning Surge: played from the arsenal, go again (FAB-1061;
      Scour the Battlescape's reading, FAB-573);
    - Runehold Release: destroyed, a Runechant token (FAB-1062; Flat
      Trackers' reading, FAB-673);
    - Hocus Pocus: when it attacks, a Runechant token (FAB-1063; Flock of
      the Feather Walkers' reading, FAB-553);
    - Lightning Form: when it hits, an Embodiment of Lightning token
      (FAB-1064; Performance Bonus's reading, FAB-711);
    - what a turn has seen: a player has played a Lightning card
      (FAB-1065), which Star Fall (+1 power and go again, FAB-1066) and
      Aurora (her instant ability, an Embodiment of Lightning, FAB-1067
      and FAB-1068) read;
    - Electrostatic Discharge: the next attack action card with cost 1 or
      less gets +N power (FAB-1069; Sloggism's effect, FAB-610, bounded
      above);
    - Flittering Charge: go again once its player has played an instant
      card this chain link (FAB-1070);
    - what a turn has seen: a player has played or created an aura
      (FAB-1071), which Runerager Swarm's go again (FAB-1072) and Hit the
      High Notes' +2 power (FAB-1073) read (Mandible Claw's and Ball
      Breaker's readings, FAB-680);
    - Trip the Light Fantastic: discarded from the hand, the next 2 damage
      to its player prevented (FAB-1074; Agile Windup's ability from the
      hand, FAB-790, and Oldhim's shield, FAB-697);
    - Runaways: destroyed, the next 1 damage to its player's hero
      prevented, only once that hero has been dealt damage this turn
      (FAB-1075, FAB-1076; the record of FAB-759);
    - what a turn has seen: the turn player has dealt arcane damage to the
      other hero (Chane's record, FAB-1005; FAB-1077 retired into it), has
      dealt damage (FAB-1079); Meat and Greet's
      Runechant on a hit and go again after arcane damage (FAB-1078),
      Second Strike's +1 power and go again as it attacks after damage
      (FAB-1080);
    - Sigil of Lightning and Sigil of Deadwood: destroyed at the beginning
      of their controller's action phase (the vocabulary of triggers.pl),
      and, leaving the arena, an Embodiment of Lightning or a Runechant
      (FAB-1081);
    - Bloodtorn Bodice: destroyed with an aura its player controls, named
      in the activate move's destroy, a resource point (FAB-1082,
      FAB-1083);
    - Flash of Brilliance: as it defends, its player may discard a
      Lightning card, and then returns an aura they control to its
      owner's hand (the flash_discard and flash_return choices: FAB-1084
      ... FAB-1086; its Blade Break is FAB-521's).

    The decks' other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, effect//4,
   choice_words//1, text_choice_words//2, move_words//3, not_asked_words/2, permanent_text/3, record_rule/2, record_reason_words//2, card_text_read/2, message//1, rule/5, kassai_text_rule/2, reads_record/2,
   record_player_card/4, turn_record_words//3, text_abilities/2, ability_reading/1,
   ability_reading_resolved//5, broken/4, moot/3, rule_fact/4, allowed_by_text/5, fact_words//1.

%   The texts read here (card_text_read/2):
%
%       arsenal_go_again        Lightning Surge: "If this was played from
%                               arsenal, it gets go again." (FAB-1061)
%       ability_creates_token("Runechant")   Runehold Release: "Action -
%                               Destroy this: Create a Runechant token.
%                               Go again" (FAB-1062)
%       attacking_creates("Runechant")   Hocus Pocus: "When this attacks,
%                               create a Runechant token." (FAB-1063)
%       hit_creates_token(yours, "Embodiment of Lightning")   Lightning
%                               Form: "When this hits, create an
%                               Embodiment of Lightning token." (FAB-1064)
%       next_attack_action_card_power_max_cost(Max, Amounts)
%                               Electrostatic Discharge: "The next attack
%                               action card you play this turn with cost 1
%                               or less gets +3{p}." (+2 yellow, +1 blue;
%                               FAB-1069)
%       go_again_after_instant_this_link   Flittering Charge: "If you've
%                               played an instant card this chain link,
%                               this gets go again." (FAB-1070)
%       go_again_after_turn_record("aura_played_or_created")   Runerager
%                               Swarm: "If you've played or created an aura
%                               this turn, this gets go again." (FAB-1072)
%       power_after_turn_record("aura_played_or_created", 2)   Hit the
%                               High Notes: "If you've played or created an
%                               aura this turn, this gets +2{p}." (FAB-1073)
%       hand_ability_prevents_next(N)   Trip the Light Fantastic:
%                               "Instant - Discard this: Prevent the next 2
%                               damage that would be dealt to you this
%                               turn." (FAB-1074)
%       ability_prevents_next_after_damage(N)   Runaways: "Instant -
%                               Destroy Runaways: Prevent the next 1 damage
%                               that would be dealt to your hero this turn.
%                               Activate this ability only if your hero has
%                               been dealt damage this turn." (FAB-1075,
%                               FAB-1076)
%       hit_creates_token(yours, "Runechant"),
%       go_again_after_turn_record("arcane_damage_to_opponent")   Meat and Greet: "When
%                               this hits, create a Runechant token. If
%                               you've dealt arcane damage to an opposing
%                               hero this turn, this gets go again."
%                               (FAB-1078)
%       attack_after_damage_power_go_again(N)   Second Strike: "When this
%                               attacks, if you've dealt damage this turn,
%                               this gets +1{p} and go again." (FAB-1080)
%       leaves_arena_creates(Token)   Sigil of Lightning: "At the
%                               beginning of your action phase, destroy
%                               this. When this leaves the arena, create an
%                               Embodiment of Lightning token."; Sigil of
%                               Deadwood: "Go again. At the beginning of
%                               your action phase, destroy this. When this
%                               leaves the arena, create a Runechant
%                               token." (FAB-1081; the destruction is the
%                               vocabulary's, permanent_text/3)
%       ability_destroys_aura_gains_resource(N)   Bloodtorn Bodice:
%                               "Action - Destroy this and an aura you
%                               control: Gain {r}. Go again" (FAB-1082,
%                               FAB-1083)
%       defends_may_discard_lightning_return_aura   Flash of Brilliance:
%                               "When this defends, you may discard a
%                               Lightning card. If you do, return an aura
%                               you control to its owner's hand. Blade
%                               Break" (FAB-1084 ... FAB-1086)
%       attacks_power_go_again_after_lightning(N)   Star Fall: "Once per
%                               Turn Action - {r}: Attack. If you've played
%                               a Lightning card this turn, this card's
%                               attacks get +1{p} and go again." (FAB-1066;
%                               its attack is the card data's)
%       hero_ability_creates_token_after_lightning(Token)   Aurora: "Once
%                               per Turn Instant - {r}{r}: Create an
%                               Embodiment of Lightning token. Activate
%                               this only if you've played a Lightning card
%                               this turn. Essence of Lightning" (FAB-1067,
%                               FAB-1068; Essence: her talents, the card
%                               data's)

card_text_read("Lightning Surge", arsenal_go_again).                 % card_texts_rhinar_dorinthea.pl (FAB-573)
card_text_read("Runehold Release", ability_creates_token("Runechant")).   % card_texts_rhinar_blitz.pl (FAB-673)
card_text_read("Hocus Pocus", attacking_creates("Runechant")).       % card_texts.pl (FAB-553)
card_text_read("Lightning Form", hit_creates_token(yours, "Embodiment of Lightning")).   % card_texts_uzuri.pl (FAB-711)

card_text_read("Electrostatic Discharge", next_attack_action_card_power_max_cost(1, [3, 2, 1])).
card_text_read("Flittering Charge", go_again_after_instant_this_link).
card_text_read("Runerager Swarm", go_again_after_turn_record("aura_played_or_created")).   % card_texts_rhinar_blitz.pl (FAB-680)
card_text_read("Hit the High Notes", power_after_turn_record("aura_played_or_created", 2)).   % card_texts_rhinar_blitz.pl (FAB-680)
card_text_read("Trip the Light Fantastic", hand_ability_prevents_next(2)).
card_text_read("Runaways", ability_prevents_next_after_damage(1)).
card_text_read("Meat and Greet", hit_creates_token(yours, "Runechant")).   % card_texts_uzuri.pl (FAB-711)
card_text_read("Meat and Greet", go_again_after_turn_record("arcane_damage_to_opponent")).   % card_texts_rhinar_blitz.pl (FAB-680)
card_text_read("Second Strike", attack_after_damage_power_go_again(1)).
card_text_read("Sigil of Lightning", leaves_arena_creates("Embodiment of Lightning")).
card_text_read("Sigil of Deadwood", leaves_arena_creates("Runechant")).
card_text_read("Bloodtorn Bodice", ability_destroys_aura_gains_resource(1)).
card_text_read("Flash of Brilliance", defends_may_discard_lightning_return_aura).
card_text_read("Star Fall", attacks_power_go_again_after_lightning(1)).
card_text_read("Aurora", hero_ability_creates_token_after_lightning("Embodiment of Lightning")).
card_text_read("Aurora, Shooting Star", hero_ability_creates_token_after_lightning("Embodiment of Lightning")).

kassai_text_rule("Lightning Surge", 'FAB-1061').
kassai_text_rule("Runehold Release", 'FAB-1062').
kassai_text_rule("Hocus Pocus", 'FAB-1063').
kassai_text_rule("Lightning Form", 'FAB-1064').
kassai_text_rule("Runerager Swarm", 'FAB-1072').
kassai_text_rule("Meat and Greet", 'FAB-1078').

                 /*******************************
                 *        LIGHTNING SURGE       *
                 *******************************/

rule('FAB-1061', effect, "Lightning Surge played from the arsenal: go again",
     "Lightning Surge (its text read) played from the arsenal gains go again: its chain link opens with go_again true, and its player gains an action point as the link resolves (FAB-503; Scour the Battlescape's reading, FAB-573). Played from hand it has none: the go again the card data lists for it is this one.",
     ruling("Арсенал - ... Ви не можете атакувати або захищатися картками з арсеналу.",
            "Lightning Surge: \"If this was played from arsenal, it gets go again.\" CR 1.8.4 (a conditional effect: the condition, the zone it was played from, is the card's history), 3.3.4 (cards in the arsenal may be played), 8.3.5 (go again), 5.3.5 (a layer with go again gives its controller an action point as it resolves), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *       RUNEHOLD RELEASE       *
                 *******************************/

rule('FAB-1062', effect, "Runehold Release: destroyed, a Runechant token",
     "Runehold Release's action ability (its cost: destroy it, FAB-404; go again) resolves into a Runechant token in its controller's arena (its id: the equipment's id and \"-runechant\", numbered if taken; Flat Trackers' reading, FAB-673). The Runechant then deals its arcane damage when that player next plays an attack action card or activates a weapon's attack (FAB-210).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Runehold Release: \"Action - Destroy this: Create a Runechant token. Go again\" CR 5.2.1 (an activated ability's cost and effect), 8.5.2 (create: a token is produced in the arena), 8.6.3 (Runechant), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *          HOCUS POCUS         *
                 *******************************/

rule('FAB-1063', effect, "Hocus Pocus: when it attacks, a Runechant token",
     "When Hocus Pocus (its text read) becomes a chain link (it attacks), a Runechant token is created in its controller's arena (its id: the attack's id and \"-runechant\", numbered if taken; Flock of the Feather Walkers' reading, FAB-553). The token is created after Hocus Pocus was played, so it does not trigger on Hocus Pocus itself: it deals its arcane damage when that player next plays an attack action card or activates a weapon's attack (FAB-210).",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Hocus Pocus: \"When this attacks, create a Runechant token.\" CR 7.2.3 (the attack becomes a chain link: it attacks), 6.6.5 (a triggered effect), 8.5.2 (create: a token is produced in the arena), 8.6.3 (Runechant: it triggers when its controller plays an attack action card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Flock of the Feather Walkers' token (FAB-553).")).

                 /*******************************
                 *        LIGHTNING FORM        *
                 *******************************/

rule('FAB-1064', effect, "Lightning Form: when it hits, an Embodiment of Lightning token",
     "When Lightning Form (its text read) hits (deals damage to the defending hero in the damage step), an Embodiment of Lightning token is created in its controller's arena (its id: the attack's id and \"-embodiment-of-lightning\", numbered if taken; Performance Bonus's reading, FAB-711). The token gives that player's next attack action card go again (FAB-211). Defended so that it deals no damage, it creates none.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Lightning Form: \"When this hits, create an Embodiment of Lightning token.\" CR 7.5.5 (an attack hits when it deals damage in the damage step), 6.6.5 (a triggered effect), 8.5.2 (create: a token is produced in the arena), 8.6.12 (Embodiment of Lightning), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the damage is dealt.")).

                 /*******************************
                 *   A LIGHTNING CARD PLAYED    *
                 *******************************/

rule('FAB-1065', effect, "A Lightning card played is recorded for the turn",
     "When a player plays a Lightning card (Lightning among its printed talents), in their turn or another's, the state records it for the rest of the turn in its effects ({kind: lightning_played, player, source: the card played}), once a player; it ends with the turn's other effects (FAB-206). Star Fall (FAB-1066) and Aurora (FAB-1068) read it, and count beside it the Lightning cards the position itself shows played this turn: the attack cards (not weapons: a weapon's attack is activated, not played) of the player's chain links and the player's cards on the stack. Whatever else a player played earlier in a turn a position given in the middle of it says in its effects, as the other records of the turn (FAB-674, FAB-742). As FAB-742's, the record is written where a text that reads it could act this turn: a Star Fall or an Aurora of the player (their hero included), or a card of theirs the position does not show outside their deck. A card declared as a defending card is not played (CR 7.3.2): it is not recorded.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "CR 5.1 (playing a card: it is put on the stack), 5.2 (an activated ability is activated, not played: a weapon's attack), 2.11.6 and 2.11.6b (Lightning is a talent supertype: a Lightning card has it), 4.4.4 (this turn ends with it), 1.3.1b (a card played is controlled by the player who played it), 7.3.2 (defending cards are declared, not played), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  lightning_card(+Card) is semidet.
%
%   Card has the Lightning talent printed on it (FAB-1065).

lightning_card(C) :-
    card_prop(C, talents, Ts),
    is_list(Ts),
    memberchk("Lightning", Ts).

%!  lightning_played(+State, +Player) is semidet.
%
%   Player has played a Lightning card this turn, as far as State tells:
%   its lightning_played record (FAB-1065), a Lightning attack card of
%   one of Player's chain links (a weapon's attack is activated, not
%   played), or a Lightning card of Player's on the stack.

lightning_played(S, Who) :-
    (   turn_record(S, "lightning_played", Who)     % card_texts_rhinar_blitz.pl
    ->  true
    ;   chain_open(S),
        member(L, S.chain.links),
        key_value(controller, L, S.turn_player, W), W == Who,
        link_attack(L, A),
        \+ card_type(A, "weapon"),
        lightning_card(A)
    ->  true
    ;   key_value(stack, S, [], Layers),
        member(Layer, Layers),
        get_dict(controller, Layer, W), W == Who,
        layer_card(Layer, C),
        lightning_card(C)
    ->  true
    ).

reads_record(Name, "lightning_played") :-          % card_texts_fai_prism.pl's record_reader/3
    member(T, [attacks_power_go_again_after_lightning(_), hero_ability_creates_token_after_lightning(_)]),
    card_text_read(Name, T).

%   A player's hero is a card of theirs that may read a record of the turn
%   (Aurora reads FAB-1065's).
record_player_card(S, Who, hero, C) :-
    player(S, Who, P),
    get_dict(hero, P, C).

turn_record_words("lightning_played", Who, L) -->   % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "~w has played a Lightning card this turn (~w)"-[Who, L] ].

%!  aurora_played_text(+State0, +Player, +Card, -State)// is det.
%
%   Player played Card: an instant card is recorded on the active chain
%   link (FAB-1070); if it is a Lightning card, the turn records it once
%   (FAB-1065), and a Star Fall of theirs attacking now gets what its text
%   gives (FAB-1066); card_texts.pl's played_text//5 calls it.

aurora_played_text(S0, Who, C, S) -->
    instant_played_on_link(S0, Who, C, S0b),
    blast_instant_played(S0b, Who, C, S0i),     % card_texts_aurora_2.pl (FAB-1087): it may leave a choice
    lightning_recorded(S0i, Who, C, S0l),
    aura_played_recorded(S0l, Who, C, S).

lightning_recorded(S0, Who, C, S) -->
    (   { lightning_card(C),
          \+ turn_record(S0, "lightning_played", Who),
          record_reader(S0, Who, "lightning_played"),   % card_texts_fai_prism.pl
          card_id(C, Id),
          add_effect(S0, _{kind:"lightning_played", player:Who, source:Id}, S1)
        }
    ->  [ event('FAB-1065', turn_recorded, _{player:Who, kind:"lightning_played", card:Id}) ],
        star_fall_applied(S1, Who, S)
    ;   { S = S0 }
    ).

                 /*******************************
                 *           STAR FALL          *
                 *******************************/

rule('FAB-1066', effect, "Star Fall: +1 power and go again once its player has played a Lightning card this turn",
     "Star Fall's attack (its text read; the attack is the card data's: once per turn, 1 resource point) for a player who has played a Lightning card this turn (FAB-1065) has +1 power and go again: its chain link counts the power (power_bonus) and has go_again true as it opens if that is so, or as the record is made while it attacks (a Lightning instant played during its combat). Without a Lightning card played it has its printed power, 1, and no go again: the go again the card data lists for it is this one.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Star Fall: \"Once per Turn Action - {r}: Attack. If you've played a Lightning card this turn, this card's attacks get +1{p} and go again.\" CR 5.4.7 (a static ability with a condition applies while it holds), 1.4.3a (a weapon's attack-proxy has its source's properties), 2.0.3a (an effect modifies power), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Once a player has played a Lightning card this turn they have for the rest of it, so the power and go again, once counted, stay.")).

%!  aurora_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: Star Fall's +1 power and go again
%   once its player has played a Lightning card this turn (FAB-1066),
%   Second Strike's after damage dealt (FAB-1080); card_texts.pl's
%   attack_text//4 calls it.

aurora_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attacks_power_go_again_after_lightning(_)),
          lightning_played(S0, Who)
        }
    ->  star_fall_applied(S0, Who, S)
    ;   second_strike_attacks(S0, Who, A, S1),  % FAB-1080
        blast_attack_text(S1, A, S)             % card_texts_aurora_2.pl (FAB-1087)
    ).

%   star_fall_applied(+S0, +Player, -S)//: the active chain link, Player's
%   Star Fall's attack, gets its power and go again (FAB-1066): as it
%   opens after the record, or as the record is made (once a turn).
star_fall_applied(S0, Who, S) -->
    (   { chain_open(S0),
          last(S0.chain.links, L0),
          L0.controller == Who,
          link_attack(L0, A),
          text_read_name(A, Name),
          card_text_read(Name, attacks_power_go_again_after_lightning(N)),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          active_link_replaced(S0, L0, L0.put(_{power_bonus:B, go_again:true}), S),
          card_id(A, AId)
        }
    ->  [ event('FAB-1066', star_fall_applied, _{player:Who, attack:AId, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(star_fall_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power and go again: ~w has played a Lightning card this turn"-[L, F.amount, F.player] ].

                 /*******************************
                 *            AURORA            *
                 *******************************/

rule('FAB-1067', effect, "Aurora: her instant ability creates an Embodiment of Lightning",
     "Aurora's instant ability (her text read; Aurora and Aurora, Shooting Star), once per turn (FAB-402), costs 2 resource points (FAB-302 ... FAB-304) and has no target; as it resolves an Embodiment of Lightning token enters her player's arena (its id: the hero's id and \"-embodiment-of-lightning\", numbered if taken), which gives that player's next attack action card go again (FAB-211). When it may be activated is FAB-1068's. Essence of Lightning is deck building: her talents, the card data's.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Aurora: \"Once per Turn Instant - {r}{r}: Create an Embodiment of Lightning token. Activate this only if you've played a Lightning card this turn. Essence of Lightning\" CR 5.2.1 (an activated ability's cost and effect), 8.5.2 (create: a token is produced in the arena), 8.6.12 (Embodiment of Lightning), 8.3.16 (Essence: a deck-building permission), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities(Name, [_{type:"instant", limit:"once per turn", cost:2, effect:"other", go_again:false, destroy_self:false}]) :-
    card_text_read(Name, hero_ability_creates_token_after_lightning(_)).

ability_reading(hero_ability_creates_token_after_lightning(_)).

ability_reading_resolved(hero_ability_creates_token_after_lightning(Token), S0, Who, Id, S) -->
    { tokens_created(Id, Who, Who, [Token], S0, S, [TId], More) },   % tokens_created.pl
    [ event('FAB-1067', ability_token_created, _{player:Who, card:Id, name:Token, token:TId}) ],
    tokens_more_made(Who, Id, More).

rule('FAB-1068', constraint, "Aurora's ability is activated only once her player has played a Lightning card this turn",
     "Aurora's instant ability (FAB-1067) may be activated only by a player who has played a Lightning card this turn (FAB-1065: the turn's record, or a Lightning attack card of their chain links, or a Lightning card of theirs on the stack). Otherwise activating it is illegal; but where the position records none and a Lightning card of that player's (or a card the position does not show) is in their graveyard, is a card in their arena (a Sigil of Lightning), or defends on the combat chain, that card may have been played this turn in a position given without its record: the answer is unknown, naming that card, never a false illegal (Amulet of Lightning's reading, FAB-895).",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Aurora: \"... Activate this only if you've played a Lightning card this turn.\" CR 1.0.2a (\"only\": a restriction), 5.2.1 (an activated ability's condition), 5.1 (playing a card), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   aurora_activation(+State, +Move, -Player, -Card): Move activates the
%   ability of the hero Card, Aurora, her text read.
aurora_activation(S, M, Who, C) :-
    get_dict(action, M, "activate"),
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    activated_card(S, Who, Id, _, C),           % position.pl
    text_read_name(C, Name),
    card_text_read(Name, hero_ability_creates_token_after_lightning(_)).

broken('FAB-1068', S, M, no_lightning_played(Who, C)) :-
    aurora_activation(S, M, Who, C),
    \+ lightning_played(S, Who).

moot('FAB-1068', S, M) :-
    \+ aurora_activation(S, M, _, _).

rule_fact('FAB-1068', S, M, lightning_played(Who, Played)) :-
    aurora_activation(S, M, Who, _),
    (   lightning_played(S, Who) -> Played = true ; Played = false ).

%   A position that records no Lightning card played, where a card of the
%   player's graveyard may have been played this turn: activating
%   Aurora's ability is unknown, naming that card (FAB-1068).
allowed_by_text(S, M, Ids, About, lightning_unrecorded(G, C)) :-
    (   is_list(Ids) -> Ids == ['FAB-1068'] ; true ),
    aurora_activation(S, M, Who, C),
    \+ lightning_played(S, Who),
    maybe_played_card(S, Who, G),
    (   unknown_card(G) -> true ; lightning_card(G) ),
    !,
    card_about(G, About).

%   maybe_played_card(+S, +Player, -Card): a card of Player's that may
%   have been played this turn, a position given without its record: in
%   their graveyard, an aura card in their arena (a Sigil of Lightning is
%   destroyed as their action phase begins), a card of theirs defending
%   on the combat chain (a defense reaction).
maybe_played_card(S, Who, G) :-
    player(S, Who, P),
    key_value(graveyard, P, [], Gs),
    member(G, Gs).
maybe_played_card(S, Who, G) :-
    player(S, Who, P),
    key_value(arena, P, [], As),
    member(G, As),
    \+ token_card(G).
maybe_played_card(S, Who, G) :-
    chain_open(S),
    member(L, S.chain.links),
    get_dict(defender, L, D), D == Who,
    key_value(defending, L, [], Ds),
    member(G, Ds).

message(no_lightning_played(Who, C)) -->
    { card_label(C, L) },
    [ "~w's ability may be activated only if ~w has played a Lightning card this turn, and they have not"-[L, Who] ].
message(lightning_unrecorded(G, C)) -->
    { card_label(G, GL), card_label(C, L) },
    [ "depends on ~w: the position records no Lightning card played this turn, and ~w may have been played this turn; ~w's ability needs one (the position says so in its effects, lightning_played)"-[GL, GL, L] ].
fact_words(lightning_played(Who, true)) -->
    [ "~w has played a Lightning card this turn"-[Who] ].
fact_words(lightning_played(Who, false)) -->
    [ "~w has not played a Lightning card this turn (no record, no Lightning card of theirs on the chain or the stack)"-[Who] ].

                 /*******************************
                 *    ELECTROSTATIC DISCHARGE   *
                 *******************************/

rule('FAB-1069', effect, "Electrostatic Discharge: the next attack action card with cost 1 or less gets +N power",
     "When Electrostatic Discharge (its text read), an instant, resolves, the next attack action card with cost 1 or less (its printed cost) its player plays this turn gains +3 power (red), +2 (yellow) or +1 (blue): the effect waits in the state's effects (kind next_attack_power, attack_action_card, max_cost 1) until such a card becomes a chain link (FAB-505; Sloggism's effect, FAB-610, with its bound above). A weapon's attack, or an attack action card of cost 2 or more, leaves it waiting; it ends with the turn. Played while an attack is already on the chain, it waits for the next one.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Electrostatic Discharge: \"The next attack action card you play this turn with cost 1 or less gets +3{p}.\" (+2{p} yellow, +1{p} blue). CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.2 (cost), 2.0.3a (an effect modifies power), 4.4.4 (an effect of this turn ends with it), 8.1.1a (an action card is played only with an empty stack: the next attack action card played is the next to become a chain link), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  aurora_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, a non-attack card, resolved: what its text read here does
%   (FAB-1069); card_texts.pl's resolution_text//4 calls it.

aurora_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_attack_action_card_power_max_cost(Max, Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id,
                           attack_action_card:true, max_cost:Max}, S)
        }
    ->  [ event('FAB-1069', max_cost_attack_effect_made, _{player:Who, card:Id, amount:N, max_cost:Max}) ]
    ;   { S = S0 }
    ).

message(event(max_cost_attack_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the next attack action card with cost ~d or less ~w plays this turn gets +~d power"-[L, F.max_cost, F.player, F.amount] ].

                 /*******************************
                 *       FLITTERING CHARGE      *
                 *******************************/

rule('FAB-1070', effect, "Flittering Charge: go again once its player has played an instant card this chain link",
     "When a player plays an instant card (Instant among its types) while there is an active chain link (the combat chain open, a link on it, its step neither the layer step nor the resolution step: CR 7.0.3d) whose attack is Flittering Charge (its text read: the one text that reads it, of its own link), that link records it (instants_played: the players who did). Flittering Charge (its text read), that link's attack, gets go again (the link's go_again) as its controller's is recorded: they gain an action point as the link resolves (FAB-503). An instant played before Flittering Charge became a chain link (in its layer step, or on an earlier link) does not count; without one it has no go again: the go again the card data lists for it is this one. A position given in the middle of a chain link says in the link what was played on it.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Flittering Charge: \"If you've played an instant card this chain link, this gets go again.\" CR 7.0.3b and 7.0.3d (\"this chain link\" as a time: while the link is the active chain link; there is none in the layer and resolution steps), 7.0.3e (a layer played with an active chain link is played on it), 5.4.7 (a static ability with a condition), 7.6.2 and 8.3.5 (go again is read as the chain link resolves), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   instant_played_on_link(+S0, +Player, +Card, -S)//: Player played Card;
%   an instant card played with an active chain link whose attack is
%   Flittering Charge is recorded on it, and the link gets go again for
%   its controller's (FAB-1070).
instant_played_on_link(S0, Who, C, S) -->
    (   { instant_card(C),                      % card_texts_meld.pl: a split-card's side
          chain_open(S0),
          \+ memberchk(S0.chain.step, ["layer", "resolution"]),
          last(S0.chain.links, L0),
          link_attack(L0, A),
          text_read_name(A, Name),
          card_text_read(Name, go_again_after_instant_this_link),
          key_value(instants_played, L0, [], Ws),
          \+ memberchk(Who, Ws),
          append(Ws, [Who], Ws1),
          L1 = L0.put(instants_played, Ws1),
          (   Who == L0.controller
          ->  L = L1.put(go_again, true), GA = true
          ;   L = L1, GA = false
          ),
          active_link_replaced(S0, L0, L, S),
          card_id(C, Id)
        }
    ->  [ event('FAB-1070', instant_played_on_link, _{player:Who, card:Id, go_again:GA}) ]
    ;   { S = S0 }
    ).

message(event(instant_played_on_link, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has played an instant card this chain link (~w)"-[F.player, L] ],
    (   { F.go_again == true } -> [ ": Flittering Charge, attacking, gets go again" ] ; [] ).

                 /*******************************
                 *  AN AURA PLAYED OR CREATED   *
                 *******************************/

rule('FAB-1071', effect, "An aura played or created is recorded for the turn",
     "When the turn player plays an aura card (Aura among its subtypes), or an aura token (a token with the subtype Aura: Runechant, Embodiment of Lightning, Might, Spectral Shield, ...) is created by them, the state records it for the rest of the turn in its effects ({kind: aura_played_or_created, player, source: the card played or the token}), once; Runerager Swarm and Hit the High Notes read it (FAB-1072, FAB-1073), and an attack of theirs attacking as it is made gets what its text gives then. A token is taken to be created by the player in whose arena it appears during a move, but Frostbite, Bloodrot Pox, Inertia and Frailty, which the texts rulecheck reads create under the other player's control: those by the other player. An aura card of the turn player's on the stack was played this turn too. Whatever else a player did earlier in a turn a position given in the middle of it says in its effects, as the other records of the turn (FAB-674, FAB-742). As FAB-742's, the record is written where a text that reads it could act this turn: a Runerager Swarm or a Hit the High Notes of the player, or a card of theirs the position does not show outside their deck.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "CR 5.1 (playing a card), 8.5.2 (create: a token is produced in the arena), 1.3.2b and 1.3.3 (token-cards; Aura is a permanent subtype), 8.2.4 (aura), 1.3.1b (the controller of a card played), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

reads_record(Name, "aura_played_or_created") :-     % card_texts_fai_prism.pl's record_reader/3
    member(T, [go_again_after_turn_record("aura_played_or_created"), power_after_turn_record("aura_played_or_created", _)]),
    card_text_read(Name, T).

record_rule("aura_played_or_created", 'FAB-1073').  % card_texts_rhinar_blitz.pl's record_read//5

turn_record_words("aura_played_or_created", Who, L) -->   % card_texts_rhinar_blitz.pl's turn_recorded event
    [ "~w has played or created an aura this turn (~w)"-[Who, L] ].
record_reason_words("aura_played_or_created", Who) -->
    [ "~w has played or created an aura this turn"-[Who] ].

%   aura_card(+Card): Card has the subtype Aura.
aura_card(C) :-
    card_subtypes(C, Ss),
    memberchk("Aura", Ss).

%   aura_played_recorded(+S0, +Player, +Card, -S)//: Player played Card;
%   an aura card the turn player plays is recorded (FAB-1071).
aura_played_recorded(S0, Who, C, S) -->
    (   { aura_card(C),
          aura_record_wanted(S0, Who),
          card_id(C, Id)
        }
    ->  turn_recorded(S0, "aura_played_or_created", 'FAB-1071', Who, Id, S)   % card_texts_rhinar_blitz.pl
    ;   { S = S0 }
    ).

aura_record_wanted(S, Who) :-
    S.turn_player == Who,
    \+ turn_record(S, "aura_played_or_created", Who),
    record_reader(S, Who, "aura_played_or_created").    % card_texts_fai_prism.pl

%!  aura_created_recorded(+State0, +State1, -State)// is det.
%
%   The move from State0 to State1 created an aura token for the turn
%   player (FAB-1071): the turn records it; effects.pl's next//3 calls it.

aura_created_recorded(S0, S1, S) -->
    (   { get_dict(turn_player, S1, TP),
          aura_record_wanted(S1, TP),
          aura_token_created(S0, S1, TP, Id)
        }
    ->  turn_recorded(S1, "aura_played_or_created", 'FAB-1071', TP, Id, S)
    ;   { S = S1 }
    ).

%   aura_token_created(+S0, +S1, +Player, -Id): an aura token Id, not in
%   State0, is in State1's arenas, created by Player.
aura_token_created(S0, S1, Who, Id) :-
    players(S1, Ps),
    member(P1, Ps),
    key_value(arena, P1, [], A1),
    member(T, A1),
    token_card(T),
    aura_card(T),
    get_dict(name, T, Name),
    (   memberchk(Name, ["Frostbite", "Bloodrot Pox", "Inertia", "Frailty"])
    ->  P1.name \== Who
    ;   P1.name == Who
    ),
    card_id(T, Id),
    \+ ( player(S0, P1.name, P0),
         key_value(arena, P0, [], A0),
         member(T0, A0), card_id(T0, Id0), Id0 == Id ),
    !.

                 /*******************************
                 *  RUNERAGER SWARM, HIT THE HIGH NOTES *
                 *******************************/

rule('FAB-1072', effect, "Runerager Swarm: go again once its player has played or created an aura this turn",
     "Runerager Swarm (its text read) attacking for a player who has played or created an aura this turn (FAB-1071) has go again: its chain link opens with go_again true if the record is there, or gets it as the record is made while it attacks (Mandible Claw's reading, FAB-680); its player gains an action point as the link resolves (FAB-503). Without it Runerager Swarm has no go again: the go again the card data lists for it is this one.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Runerager Swarm: \"If you've played or created an aura this turn, this gets go again.\" CR 5.4.7 (a static ability with a condition applies while it holds), 8.3.5 (go again), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Once a player has played or created an aura this turn they have for the rest of it, so the go again, once given, stays.")).

rule('FAB-1073', effect, "Hit the High Notes: +2 power once its player has played or created an aura this turn",
     "Hit the High Notes (its text read) attacking for a player who has played or created an aura this turn (FAB-1071) has +2 power: its chain link counts it (power_bonus) as it opens if the record is there, or as the record is made while it attacks (Ball Breaker's reading, FAB-680). Without it, it has its printed power.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Hit the High Notes: \"If you've played or created an aura this turn, this gets +2{p}.\" CR 5.4.7 (a static ability with a condition applies while it holds), 2.0.3a (an effect modifies power), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *   TRIP THE LIGHT FANTASTIC   *
                 *******************************/

rule('FAB-1074', effect, "Trip the Light Fantastic: discarded from the hand, the next 2 damage to its player is prevented",
     "Trip the Light Fantastic (its text read) has an instant ability activated from its player's hand, its cost the card itself discarded (Agile Windup's, FAB-790: no resource point, listed as any activation; from nowhere else). As it resolves a shield waits in the state's effects ({kind: prevent_next_damage, player, amount: 2, source}): it prevents the next 2 damage that would be dealt to that player's hero this turn, of any kind, in the order its player chooses beside Ward (FAB-697: Oldhim's shield), and ends with the turn. Its attack, played, is the card data's.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Trip the Light Fantastic: \"Instant - Discard this: Prevent the next 2 damage that would be dealt to you this turn.\" CR 1.7.4b (an activated ability whose cost can only be paid from the hand is functional there), 5.2.1 (an activated ability's cost and effect), 8.5.5 (discard), 6.4.10 and 6.4.10a (a prevention effect prevents up to its amount), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities(Name, [_{type:"instant", limit:"none", cost:0, effect:"other", go_again:false,
                        discard_self:true, from:"hand"}]) :-
    card_text_read(Name, hand_ability_prevents_next(_)).

ability_reading(hand_ability_prevents_next(_)).

ability_reading_resolved(hand_ability_prevents_next(N), S0, Who, Id, S) -->
    shield_made(S0, Who, Id, N, 'FAB-1074', S).

%   shield_made(+S0, +Player, +SourceId, +N, +Rule, -S)//: the next N
%   damage to Player's hero this turn is prevented (FAB-697's shield).
shield_made(S0, Who, Id, N, Rule, S) -->
    (   { \+ game_over(S0, _) }
    ->  { add_effect(S0, _{kind:"prevent_next_damage", player:Who, amount:N, source:Id}, S) },
        [ event(Rule, text_shield_made, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(text_shield_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: the next ~d damage that would be dealt to ~w's hero this turn is prevented"-[L, F.amount, F.player] ].

                 /*******************************
                 *           RUNAWAYS           *
                 *******************************/

rule('FAB-1075', effect, "Runaways: destroyed, the next 1 damage to its player's hero is prevented",
     "Runaways' instant ability (its text read; its cost: destroy it, FAB-404; no resource point) resolves into a shield in the state's effects ({kind: prevent_next_damage, player, amount: 1, source}): it prevents the next 1 damage that would be dealt to its player's hero this turn, in the order its player chooses beside Ward (FAB-697), and ends with the turn. When it may be activated is FAB-1076's.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Runaways: \"Instant - Destroy Runaways: Prevent the next 1 damage that would be dealt to your hero this turn. Activate this ability only if your hero has been dealt damage this turn.\" CR 5.2.1 (an activated ability's cost and effect), 6.4.10 and 6.4.10a (a prevention effect prevents up to its amount), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Runaways", [_{type:"instant", limit:"none", cost:0, effect:"other", go_again:false, destroy_self:true}]).

ability_reading(ability_prevents_next_after_damage(_)).

ability_reading_resolved(ability_prevents_next_after_damage(N), S0, Who, Id, S) -->
    shield_made(S0, Who, Id, N, 'FAB-1075', S).

rule('FAB-1076', constraint, "Runaways is activated only once its player's hero has been dealt damage this turn",
     "Runaways' ability (FAB-1075) may be activated only by a player whose hero has been dealt damage this turn: the turn's record says so (FAB-759: what was left after prevention, more than 0, of any kind), or a chain link that player defended shows damage dealt. Otherwise activating it is illegal. A position given in the middle of a turn says what damage was dealt in its effects, as the other records of the turn; else none has been (Sash of Sandikai's condition, FAB-743, reads its record so).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Runaways: \"... Activate this ability only if your hero has been dealt damage this turn.\" CR 5.2.1e (an activation condition: the ability is activated only while it is met), 1.0.2a (\"only\" is a restriction), 8.5.3 (to deal damage), 6.4.10a (damage prevented is not dealt), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

reads_record(Name, "damage_dealt") :-               % card_texts_fai_prism.pl's record_reader/3
    card_text_read(Name, ability_prevents_next_after_damage(_)).

broken('FAB-1076', S, M, no_damage_dealt(C, Who)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, _, C, _),
    text_read_name(C, Name),
    card_text_read(Name, ability_prevents_next_after_damage(_)),
    Who = M.player,
    \+ damage_dealt_this_turn(S, Who).          % card_texts_fai_prism.pl (FAB-759)

moot('FAB-1076', S, M) :-
    \+ ( get_dict(action, M, "activate"),
         activated_ability(S, M, _, C, _),
         text_read_name(C, Name),
         card_text_read(Name, ability_prevents_next_after_damage(_)) ).

message(no_damage_dealt(C, Who)) -->
    { card_label(C, L) },
    [ "~w's ability may be activated only if ~w's hero has been dealt damage this turn, and it has not"-[L, Who] ].

                 /*******************************
                 *   DAMAGE DEALT BY A PLAYER   *
                 *******************************/

rule('FAB-1078', effect, "Meat and Greet: a Runechant on a hit; go again once its player has dealt arcane damage to an opposing hero this turn",
     "When Meat and Greet (its text read) hits (deals damage to the defending hero in the damage step), a Runechant token is created in its controller's arena (Performance Bonus's reading, FAB-711). Attacking for a player who has dealt arcane damage to an opposing hero this turn (the turn's record arcane_damage_to_opponent, FAB-1005, which Piercing Shadow Vise and Rip Through Reality read too: a Runechant that Meat and Greet itself set off as it was played included), it has go again: its chain link opens with go_again true if the record is there, or gets it as the record is made while it attacks (Mandible Claw's reading, FAB-680). Without it, no go again: the go again the card data lists for it is this one.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Meat and Greet: \"When this hits, create a Runechant token. If you've dealt arcane damage to an opposing hero this turn, this gets go again.\" CR 7.5.5 (an attack hits when it deals damage in the damage step), 8.5.2 and 8.6.3 (create a Runechant), 5.4.7 (a static ability with a condition), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1079', effect, "Damage the turn player deals is recorded for the turn",
     "When damage is dealt to the hero of the player whose turn it is not (combat damage, arcane damage, a text's damage: what is left after prevention, more than 0), the turn player has dealt damage this turn: the state records it for the rest of the turn in its effects ({kind: damage_dealt_by, player: the turn player}), once. In the turn player's turn every source rulecheck reads that damages the other hero is the turn player's (their attacks, Runechants, texts; the defending player's texts damage the attacking hero). Second Strike reads it (FAB-1080), and counts beside it the damage the position itself shows: a chain link of the player's with damage more than 0. Damage dealt earlier in a turn a position given in the middle of it says in its effects, as the other records of the turn. As FAB-742's, the record is written where a text that reads it could act this turn: a Second Strike of the turn player, or a card of theirs the position does not show outside their deck.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "CR 8.5.3 (to deal damage: the source deals it), 6.4.10a (damage prevented is not dealt), 7.5.2 (combat damage), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

reads_record(Name, "damage_dealt_by") :-            % card_texts_fai_prism.pl's record_reader/3
    card_text_read(Name, attack_after_damage_power_go_again(_)).

%!  dealt_by_recorded(+State0, +Player, +Damage, -State) is det.
%
%   Damage was dealt to Player's hero: more than 0, Player not the turn
%   player, the turn player has dealt damage this turn, once (FAB-1079);
%   keywords_defense.pl's life_lost/6 calls it.

dealt_by_recorded(S0, Victim, D, S) :-
    (   D > 0,
        get_dict(turn_player, S0, TP),
        Victim \== TP,
        \+ turn_record(S0, "damage_dealt_by", TP),
        record_reader(S0, TP, "damage_dealt_by")
    ->  add_effect(S0, _{kind:"damage_dealt_by", player:TP}, S)
    ;   S = S0
    ).

%!  dealt_damage_this_turn(+State, +Player) is semidet.
%
%   Player has dealt damage this turn, as far as State tells: its record
%   (FAB-1079), or a chain link of Player's with damage more than 0.

dealt_damage_this_turn(S, Who) :-
    (   turn_record(S, "damage_dealt_by", Who)
    ->  true
    ;   chain_open(S),
        member(L, S.chain.links),
        get_dict(controller, L, W), W == Who,
        get_dict(damage, L, N), integer(N), N > 0,
        \+ ( link_attack(L, A), storm_proxy(A) ) % card_texts_storm.pl: an ally's damage (CR 8.2.8e)
    ->  true
    ).

rule('FAB-1080', effect, "Second Strike: attacking after its player has dealt damage this turn, +1 power and go again",
     "When Second Strike (its text read) becomes a chain link (it attacks) while its controller has dealt damage this turn (FAB-1079: a Runechant's arcane damage as Second Strike was played included, or an earlier chain link's damage), its link gets +1 power (power_bonus) and go again. The condition is read as it attacks only (a triggered effect): damage dealt later does not give them. Without it, neither: the go again the card data lists for it is this one.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Second Strike: \"When this attacks, if you've dealt damage this turn, this gets +1{p} and go again.\" CR 7.2.3 (the attack becomes a chain link: it attacks), 6.6 (a triggered effect; its condition is checked as it triggers), 2.0.3a (an effect modifies power), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Assault and Battery's token (FAB-675).")).

%   second_strike_attacks(+S0, +Player, +Attack, -S)//: Second Strike's
%   link opened after Player dealt damage this turn (FAB-1080).
second_strike_attacks(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_after_damage_power_go_again(N)),
          dealt_damage_this_turn(S0, Who),
          chain_open(S0),
          last(S0.chain.links, L0),
          key_value(power_bonus, L0, 0, B0),
          B is B0 + N,
          active_link_replaced(S0, L0, L0.put(_{power_bonus:B, go_again:true}), S),
          card_id(A, AId)
        }
    ->  [ event('FAB-1079', dealt_damage_read, _{player:Who, card:AId}),
          event('FAB-1080', second_strike_applied, _{player:Who, attack:AId, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(dealt_damage_read, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has dealt damage this turn (~w reads it)"-[F.player, L] ].
message(event(second_strike_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w attacks after ~w has dealt damage this turn: it gets +~d power and go again"-[L, F.player, F.amount] ].

                 /*******************************
                 *            SIGILS            *
                 *******************************/

rule('FAB-1081', effect, "Sigil of Lightning, Sigil of Deadwood: destroyed at the beginning of the action phase; leaving the arena, a token",
     "Sigil of Lightning (an instant) and Sigil of Deadwood (an action with go again), auras, enter their controller's arena as they resolve (FAB-311). At the beginning of that player's action phase each is destroyed (it goes to the graveyard: the vocabulary's trigger, FAB-209, ordered beside the player's other triggers of that moment where their texts differ, FAB-531). When either leaves the arena (destroyed so, or by any effect rulecheck applies), its text creates a token in its controller's arena: Sigil of Lightning an Embodiment of Lightning (FAB-211), Sigil of Deadwood a Runechant (FAB-210); the token, created by that player, is an aura they created this turn (FAB-1071). rulecheck resolves the triggered-layer at once, as the other tokens' (FAB-209). Another way of leaving the arena that a text rulecheck does not read makes (returning it to the hand, say) is that text's, and its answer stays unknown where it could matter (FAB-119).",
     ruling("Початкова фаза — це фаза, в якій ви просто резолвите будь-які ефекти, що відбуваються «на початку ходу» (наприклад, резолвите ефект вашого токена Могутності). Ви не можете грати карти або реагувати на ці ефекти, поки вони резолвляться. ... У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "Sigil of Lightning: \"At the beginning of your action phase, destroy this. When this leaves the arena, create an Embodiment of Lightning token.\"; Sigil of Deadwood: \"Go again. At the beginning of your action phase, destroy this. When this leaves the arena, create a Runechant token.\" CR 8.2.4 and 8.2.4a (an aura enters the arena as it resolves), 4.3.1 and 6.6 (a triggered effect at the beginning of the action phase), 8.5.4 (destroy), 6.6.5 (a triggered effect on its event: leaving the arena), 8.5.2, 8.6.3 and 8.6.12 (the tokens), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

permanent_text("Sigil of Lightning", action_phase, [destroy_this]).   % CR 4.3.1 (FAB-1081): its token as it leaves, left_arena_text//4
permanent_text("Sigil of Deadwood", action_phase, [destroy_this]).

%!  left_arena_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, Player's permanent, left the arena (destroyed): the token its
%   text read here creates then (FAB-1081); triggers.pl's
%   destroy_permanent//5 calls it.

left_arena_text(S0, Who, C, S) -->
    (   { \+ game_over(S0, _),
          text_read_name(C, Name),
          card_text_read(Name, leaves_arena_creates(Token)),
          card_id(C, Id),
          tokens_created(Id, Who, Who, [Token], S0, S1, [TId], More),   % tokens_created.pl
          (   oscilio_left_arena_rule(Name, Rule0) -> Rule = Rule0 ; Rule = 'FAB-1081' )   % card_texts_oscilio.pl (FAB-1310)
        }
    ->  [ event(Rule, left_arena_token_created, _{player:Who, card:Id, name:Token, token:TId}) ],
        tokens_more_made(Who, Id, More)
    ;   { S1 = S0 }
    ),
    florian_left_arena_text(S1, Who, C, S2),    % card_texts_florian.pl (Sigil of Fyendal, FAB-1279)
    illus_left_arena_text(S2, Who, C, S3),      % card_texts_illusionist.pl (Waning Vengeance, FAB-1441)
    source_left_arena_text(S3, Who, C, S4),     % card_texts_source.pl: Arcane Cussing (FAB-1151)
    leaves_left_arena_text(S4, Who, C, S5),     % card_texts_leaves.pl (Vengeful Apparition, FAB-1181)
    essence_left_arena_text(S5, Who, C, S).     % card_texts_essence.pl (Essence of Ancestry: Mind, FAB-1351)

message(event(left_arena_token_created, F, S0)) -->
    { event_card(S0, F.card, L), a_or_an(F.name, A) },
    [ "~w leaves the arena: ~w ~w token (~w) is created in ~w's arena"-[L, A, F.name, F.token, F.player] ].

                 /*******************************
                 *       BLOODTORN BODICE       *
                 *******************************/

rule('FAB-1082', effect, "Bloodtorn Bodice: destroyed with an aura, a resource point",
     "Bloodtorn Bodice's action ability (its text read; go again) costs the Bodice itself and an aura its player controls, both destroyed as it is activated (FAB-404; the aura named in the move, FAB-1083): a token ceases to exist, a card goes to its owner's graveyard, and an aura whose text creates a token as it leaves the arena does so then (FAB-1081). As the ability resolves its player gains 1 resource point (the resolution of FAB-552).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Bloodtorn Bodice: \"Action - Destroy this and an aura you control: Gain {r}. Go again\" CR 5.2.1 (an activated ability's cost and effect), 5.1.9 (the effect-costs are paid as it is activated: the aura destroyed is the player's choice), 8.5.4 (destroy), 1.3.3 and 8.2.4 (an aura is a permanent), 1.13.3a (an effect that grants resource points), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Bloodtorn Bodice",
               [_{type:"action", limit:"none", cost:0, effect:"gain_resources", amount:1,
                  go_again:true, destroy_self:true, destroy_aura:1}]).

rule('FAB-1083', constraint, "An ability whose cost destroys an aura names one its player controls",
     "Activating an ability whose cost destroys an aura its player controls (Bloodtorn Bodice's) names it in the move (`destroy`: one card, an aura, token or card, in that player's arena); with no aura there the ability cannot be activated. A move that names none, two, or a card that is not an aura of the player's arena breaks this rule, and so does a destroy named for an ability whose cost destroys no aura.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Bloodtorn Bodice: \"Action - Destroy this and an aura you control: ...\" CR 5.1.9 and 5.2.2 (the costs of an activation are paid as it is activated; a cost that cannot be paid makes the activation illegal), 1.3.1b (the controller of a permanent), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   ability_destroys_auras(+Ability, -N): the auras Ability's cost
%   destroys (FAB-1083).
ability_destroys_auras(Ab, N) :-
    (   get_dict(destroy_aura, Ab, N0), integer(N0) -> N = N0 ; N = 0 ).

%   controlled_aura(+Player:dict, -Aura): an aura of Player's arena.
controlled_aura(P, A) :-
    key_value(arena, P, [], Arena),
    member(A, Arena),
    aura_card(A).

%!  activation_aura_choice(+Player, +Ability, +Move0, -Move) is nondet.
%
%   The candidates of an activation (moves.pl): where Ability's cost
%   destroys an aura, each aura of Player's arena, once (FAB-1083); else
%   Move0 as it is.

activation_aura_choice(P, Ab, M0, M) :-
    ability_destroys_auras(Ab, N),
    (   N =:= 0
    ->  M = M0
    ;   controlled_aura(P, A),
        card_id(A, Id),
        M = M0.put(destroy, [Id])
    ).

broken('FAB-1083', S, M, Reason) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, Ab),          % position.pl
    ability_destroys_auras(Ab, N),
    key_value(destroy, M, [], Ds),
    length(Ds, K),
    (   K =\= N
    ->  Reason = ability_aura_count(C, N, K)
    ;   member(Id, Ds),
        \+ ( controlled_aura(P, A), card_id(A, Id0), Id0 == Id )
    ->  Reason = ability_aura_not_controlled(P.name, Id)
    ).

%   FAB-1083 concerns only the activations of an ability whose cost
%   destroys an aura, and moves that name one (rc_explain.pl).
moot('FAB-1083', S, M) :-
    \+ get_dict(destroy, M, _),
    \+ ( activated_ability(S, M, _, _, Ab), ability_destroys_auras(Ab, N), N > 0 ).

message(ability_aura_count(C, N, K)) -->
    { card_label(C, L) },
    [ "the cost of ~w's ability destroys ~d aura(s) its player controls; the move names ~d"-[L, N, K] ].
message(ability_aura_not_controlled(Who, Id)) -->
    [ "~w is not an aura in ~w's arena"-[Id, Who] ].

%!  activation_aura_destroyed(+State0, +Move, +Player, +SourceId, +P0, -P)// is det.
%
%   The aura Move names to pay its ability's cost (FAB-1083) is destroyed:
%   a token ceases to exist, a card goes to the graveyard, and a text that
%   creates a token as it leaves the arena does so (FAB-1082, FAB-1081).
%   effects.pl's effect(activate) calls it.

activation_aura_destroyed(S0, M, Who, Id, P0, P) -->
    (   { key_value(destroy, M, [], [AId]),
          take_card(P0, arena, AId, A, P1)
        }
    ->  { (   token_card(A)
          ->  P2 = P1, To = "nowhere"
          ;   add_cards(P1, graveyard, [A], P2), To = "graveyard"
          )
        },
        [ event('FAB-1082', aura_destroyed_for_cost, _{player:Who, card:AId, by:Id, to:To}) ],
        (   { text_read_name(A, Name),
              card_text_read(Name, leaves_arena_creates(Token)),
              player_tokens_created(S0, AId, Who, [Token], P2, P3, [TId], More)   % tokens_created.pl
            }
        ->  [ event('FAB-1081', left_arena_token_created, _{player:Who, card:AId, name:Token, token:TId}) ],
            tokens_more_made(Who, AId, More)
        ;   { P3 = P2 }
        ),
        florian_left_arena_player(S0, Who, A, P3, P4),   % card_texts_florian.pl (Sigil of Fyendal, FAB-1279)
        illus_left_arena_player(S0, Who, A, P4, P)   % card_texts_illusionist.pl (Waning Vengeance, FAB-1441)
    ;   { P = P0 }
    ).

message(event(aura_destroyed_for_cost, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, L) },
    [ "~w destroys ~w to pay for ~w's ability"-[F.player, L, By] ].

%!  aura_cost_words(+Player, +Move)// is det.
%
%   The words of an activation's aura destroyed as its cost (messages.pl's
%   move_words//3 for activate).

aura_cost_words(P, M) -->
    (   { key_value(destroy, M, [], Ds), Ds \== [] }
    ->  { maplist(id_label(P), Ds, Ls), atomic_list_concat(Ls, ', ', T) },
        [ ", destroying ", T ]
    ;   []
    ).

                 /*******************************
                 *      FLASH OF BRILLIANCE     *
                 *******************************/

rule('FAB-1084', effect, "Flash of Brilliance: as it defends, its player may discard a Lightning card to return an aura they control to its owner's hand",
     "When Flash of Brilliance (its text read) defends (a defend move declares it), its player may discard a Lightning card: where their hand holds a Lightning card the position shows, the position waits for their choice (the pending choice flash_discard, its source the Flash): a discard move naming such a card puts it into their graveyard (FAB-1085; the texts that trigger on a discard read it), a decline move does nothing. After a discard they return an aura they control to its owner's hand: with one aura in their arena, that one; with two or more, the position waits for their choice (flash_return): a put move (to: hand) names it (FAB-1086); with none, nothing. A returned token ceases to exist; a card goes to its owner's hand (a new object), and an aura whose text creates a token as it leaves the arena does so (FAB-1081). Its Blade Break is FAB-521's. An unknown card of the hand has no talent rulecheck can read (FAB-106): only the cards the position shows can be discarded, as for Katsu's discard (FAB-566); the judge names the others. Not handled: where another choice already waits as it defends, none is asked and nothing is discarded, and an event says so.",
     ruling("Захист - ... Ви можете захищатися картками з руки.",
            "Flash of Brilliance: \"When this defends, you may discard a Lightning card. If you do, return an aura you control to its owner's hand. Blade Break\" CR 6.6 and 7.0.5a (a triggered effect on the defend event), 1.8.3 and 1.8.4 (an optional effect, \"if you do\"), 8.5.5 (discard), 8.5.15 (return: an object is moved to the zone, its owner's hand), 1.8.6 (the player chooses which aura), 8.1.8a (a token that leaves the arena ceases to exist), 8.3.3 (Blade Break), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the defend move is made.")).

rule('FAB-1085', constraint, "Flash of Brilliance's discard is a Lightning card of its player's hand",
     "A discard move answering the flash_discard choice (FAB-1084) names a card of the choosing player's hand that the position shows and that has the Lightning talent.",
     ruling("Захист - ... Ви можете захищатися картками з руки.",
            "Flash of Brilliance: \"you may discard a Lightning card\". CR 8.5.5 (discard: from the hand), 2.11.6b (Lightning, a talent), 1.8.6 (the player determines the card), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. An unknown card has no talent rulecheck can read (FAB-106).")).

rule('FAB-1086', constraint, "The aura Flash of Brilliance returns is one its player controls, to the hand",
     "A put move answering the flash_return choice (FAB-1084) names an aura (token or card) of the choosing player's arena, and puts it to the hand (to: hand).",
     ruling("Захист - ... Ви можете захищатися картками з руки.",
            "Flash of Brilliance: \"return an aura you control to its owner's hand\". CR 8.5.15 (return), 1.3.1b (the controller of a permanent), 1.8.6 (the player determines which), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  aurora_defend_text(+State0, +Player, +Cards, -State)// is det.
%
%   Player declared Cards as defending cards: a Flash of Brilliance among
%   them triggers (FAB-1084); effects.pl's defend effect calls it.  It
%   may leave a choice.

aurora_defend_text(S0, Who, Cards, S) -->
    (   { member(C, Cards),
          text_read_name(C, Name),
          card_text_read(Name, defends_may_discard_lightning_return_aura),
          \+ game_over(S0, _),
          card_id(C, Id),
          player(S0, Who, P)
        }
    ->  (   { \+ lightning_in_hand(P, _) }
        ->  { S = S0 },
            [ event('FAB-1084', flash_no_lightning, _{player:Who, card:Id}) ]
        ;   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"flash_discard", player:Who, controller:Who, source:C}) },
            [ event('FAB-1084', flash_discard_waits, _{player:Who, card:Id}) ]
        ;   { S = S0 },
            [ event('FAB-1084', choice_not_asked, _{player:Who, card:Id, choice:"flash_discard"}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("flash_discard", "whether to discard a Lightning card to return an aura").

%   lightning_in_hand(+Player:dict, -Card): a Lightning card of Player's
%   hand the position shows (FAB-1084, FAB-1085).
lightning_in_hand(P, C) :-
    member(C, P.hand),
    \+ unknown_card(C),
    lightning_card(C).

choice_action("flash_discard", "discard").
choice_action("flash_discard", "decline").
choice_phase("flash_discard", "action").
choice_action("flash_return", "put").
choice_phase("flash_return", "action").

pending_problem(S, Pd, [player], flash_nothing_to_discard(P)) :-     % FAB-1084
    Pd.choice == "flash_discard",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ lightning_in_hand(PP, _).
pending_problem(S, Pd, [player], flash_nothing_to_return(P)) :-      % FAB-1084
    Pd.choice == "flash_return",
    get_dict(player, Pd, P),
    player(S, P, PP),
    \+ controlled_aura(PP, _).

broken('FAB-1085', S, M, flash_not_lightning_in_hand(Who, Id)) :-
    get_dict(action, M, "discard"),
    pending(S, Pd),
    Pd.choice == "flash_discard",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    player(S, Who, P),
    \+ ( lightning_in_hand(P, C), card_id(C, Id0), Id0 == Id ).

moot('FAB-1085', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "flash_discard" ).

broken('FAB-1086', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "flash_return",
    get_dict(player, M, Who),
    Who == Pd.player,
    get_dict(card, M, Id),
    player(S, Who, P),
    (   \+ ( controlled_aura(P, A), card_id(A, Id0), Id0 == Id )
    ->  Reason = ability_aura_not_controlled(Who, Id)
    ;   get_dict(to, M, To),
        To \== "hand"
    ->  Reason = flash_return_not_to_hand(To)
    ).

moot('FAB-1086', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "flash_return" ).

effect(discard, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "flash_discard",
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      add_cards(P1, graveyard, [C], P2),
      set_player(S1, P2, S2),
      card_id(Pd.source, FId)
    },
    [ event('FAB-1084', flash_discarded, _{player:Who, card:M.card, by:FId}) ],
    discard_recorded(S2, Who, C, M.card, S2a),  % card_texts_rhinar_blitz.pl (FAB-679, Kayo's +1)
    discard_text(S2a, Who, [M.card], S3),       % card_texts.pl (FAB-555)
    flash_returns(S3, Who, Pd.source, S4),
    hero_discard_text(S4, Who, [M.card], S).    % card_texts_rhinar_dorinthea.pl (FAB-570): it may leave a choice
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "flash_discard",
      choice_answered(S0, S),
      card_id(Pd.source, FId)
    },
    [ event('FAB-1084', flash_declined, _{player:M.player, card:FId}) ].
effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "flash_return",
      choice_answered(S0, S1)
    },
    aura_returned(S1, 'FAB-1084', M.player, M.player, M.card, S).

%   flash_returns(+S0, +Player, +Source, -S)//: Player discarded for
%   Source: an aura of theirs returns to its owner's hand, the one, or the
%   one they choose (FAB-1084).
flash_returns(S0, Who, Src, S) -->
    { player(S0, Who, P),
      findall(A, controlled_aura(P, A), As),
      card_id(Src, FId)
    },
    (   { As == [] }
    ->  { S = S0 },
        [ event('FAB-1084', flash_no_aura, _{player:Who, card:FId}) ]
    ;   { As = [A] }
    ->  { card_id(A, AId) },
        aura_returned(S0, 'FAB-1084', Who, Who, AId, S)
    ;   { \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"flash_return", player:Who, controller:Who, source:Src}) },
        [ event('FAB-1084', flash_return_waits, _{player:Who, card:FId}) ]
    ;   { S = S0 },
        [ event('FAB-1084', choice_not_asked, _{player:Who, card:FId, choice:"flash_return"}) ]
    ).

not_asked_words("flash_return", "which aura returns to its owner's hand").

%   aura_returned(+S0, +Rule, +By, +Holder, +AuraId, -S)//: By returns
%   the aura AuraId of Holder's arena to its owner's hand: a token ceases
%   to exist, a card is a new object in the hand; an aura whose text makes
%   a token as it leaves the arena makes it (FAB-1084, FAB-1087,
%   FAB-1081).
aura_returned(S0, Rule, By, Who, AId, S) -->
    { player(S0, Who, P0),
      take_card(P0, arena, AId, A, P1),
      (   token_card(A)
      ->  P2 = P1, To = "nowhere"
      ;   new_object(A, A1),                    % keywords_defense.pl
          add_cards(P1, hand, [A1], P2), To = "hand"
      ),
      set_player(S0, P2, S1)
    },
    [ event(Rule, aura_returned, _{player:By, card:AId, to:To}) ],
    left_arena_text(S1, Who, A, S).

choice_candidate("discard", S, _{player:Who, action:"discard", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "flash_discard",
    Who = Pd.player,
    player(S, Who, P),
    lightning_in_hand(P, C),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "flash_discard",
    Who = Pd.player.
choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"hand"}) :-
    pending(S, Pd),
    Pd.choice == "flash_return",
    Who = Pd.player,
    player(S, Who, P),
    controlled_aura(P, A),
    card_id(A, Id).

choice_words("flash_discard") --> [ "whether to discard a Lightning card for Flash of Brilliance (a discard or a decline move)" ].
choice_words("flash_return") --> [ "which aura Flash of Brilliance returns to its owner's hand (a put move, to: hand)" ].
text_choice_words("flash_discard", Source) -->
    [ "whether to discard a Lightning card for ~w (discard, decline)"-[Source] ].
text_choice_words("flash_return", Source) -->
    [ "which aura ~w returns to its owner's hand (put)"-[Source] ].

move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "flash_discard",
      card_label(Pd.source, Src)
    },
    [ M.player, " discards nothing for ", Src ].
move_words("put", S, M) -->
    { pending(S, Pd),
      Pd.choice == "flash_return",
      player(S, M.player, P),
      id_label(P, M.card, L),
      card_label(Pd.source, Src)
    },
    [ M.player, " returns ", L, " to its owner's hand for ", Src ].

message(event(flash_no_lightning, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends: ~w has no Lightning card in hand (that the position shows) to discard"-[L, F.player] ].
message(event(flash_discard_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends: ~w may discard a Lightning card to return an aura they control to its owner's hand (a discard move, or decline)"-[L, F.player] ].
message(event(flash_discarded, F, S0)) -->
    { event_card(S0, F.card, C), event_card(S0, F.by, By) },
    [ "~w discards ~w for ~w"-[F.player, C, By] ].
message(event(flash_declined, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w discards nothing for ~w"-[F.player, L] ].
message(event(flash_no_aura, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w controls no aura to return"-[L, F.player] ].
message(event(flash_return_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w chooses the aura they return to its owner's hand (a put move, to: hand)"-[L, F.player] ].
message(event(aura_returned, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.to == "nowhere" }
    ->  [ "~w returns ~w, a token, to the hand: it ceases to exist"-[F.player, L] ]
    ;   [ "~w returns ~w to its owner's hand"-[F.player, L] ]
    ).
message(flash_not_lightning_in_hand(Who, Id)) -->
    [ "~w is not a Lightning card of ~w's hand that the position shows: Flash of Brilliance's discard is a Lightning card"-[Id, Who] ].
message(flash_return_not_to_hand(To)) -->
    [ "Flash of Brilliance returns the aura to its owner's hand, not to the ~w"-[To] ].
message(flash_nothing_to_discard(P)) -->
    [ "a discard for Flash of Brilliance waits, and ~w has no Lightning card in hand"-[P] ].
message(flash_nothing_to_return(P)) -->
    [ "a return for Flash of Brilliance waits, and ~w controls no aura"-[P] ].
