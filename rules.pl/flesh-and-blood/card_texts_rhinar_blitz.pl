/*  Flesh and Blood: the texts of the Rhinar Blitz Deck's cards.

    Part of game.pl, included after card_texts_quell.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose whole
    text is read is modelled).  Read here (Flesh and Blood Comprehensive
    Rules, as published February 2026):

    - Raw Meat's defense, +1 for an Agility token and +1 for a Might token
      its controller controls (FAB-670; Stand Ground's reading, FAB-545;
      its Temper is FAB-522's);
    - Smashback Alehorn's Agility and Might tokens (FAB-671);
    - Lead with Power and Lead with Speed: the next attack of one of two
      classes gets +N power, and a Might or an Agility token (FAB-672);
    - Flat Trackers and Gauntlet of Might: destroyed, an Agility or a
      Might token (FAB-673; their go again is the card data's, their
      Blade Break FAB-521's);
    - what a turn has seen, recorded in the state's effects for the rest
      of it: a player has beaten chest (FAB-674), has intimidated
      (FAB-678), has discarded a card with 6 or more power (FAB-679);
    - Assault and Battery and Pound Town: attacking after a beaten chest,
      an Agility or a Might token (FAB-675);
    - Rawhide Rumble: it intimidates only after a beaten chest (FAB-676);
    - Bonebreaker Bellow: the next Brute attack gets +N power, more after
      a beaten chest (FAB-677);
    - Beast Mode: +2 power once its player has intimidated (FAB-678);
    - Ball Breaker's +1 power and Mandible Claw's go again once their
      player has discarded a card with 6 or more power (FAB-680);
    - Monstrous Veil and Bare Fangs: a draw, then a random discard the
      judge names (the random_discard choice, a discard move: FAB-681,
      FAB-682), and Bare Fangs' +2 power for a discard of 6 or more; the
      one reading of "draw a card then discard a random card", which Wild
      Ride and Mini Meataxe use too (card_texts_kayo.pl, FAB-688);
    - Pack Call: defending, the top card of its player's deck revealed,
      left on top with 6 or more power, else put on the bottom; a top card
      the position does not show waits for the revealed_top choice, a put
      move (FAB-683, FAB-684).

    The deck's other cards (Agile Windup, Mighty Windup) are not read
    here: their text stays an assumption of the answers, or makes them
    unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, ability_reading/1, ability_reading_resolved//5,
   choice_action/2, choice_phase/2, choice_candidate/3, pending_problem/4, broken/4, rule_fact/4,
   effect//4, choice_words//1, text_choice_words//2, fact_words//1.

%   The texts read here (card_text_read/2):
%
%       defense_per_token(Names)    Raw Meat: "If you control an Agility
%                               token, this gets +1{d}. If you control a
%                               Might token, this gets +1{d}." (FAB-670;
%                               card_texts.pl's text_defense_bonus/4)
%       creates_tokens(Names)   Smashback Alehorn: "Create an Agility and
%                               a Might token." (FAB-671)
%       next_classes_attack_power(Classes, Amounts, Token)   Lead with
%                               Power: "Your next Brute or Guardian attack
%                               this turn gets +3{p}. Create a Might
%                               token." (+2 yellow, +1 blue); Lead with
%                               Speed: "Your next Brute or Warrior attack
%                               this turn gets +3{p}. Create an Agility
%                               token." (FAB-672)
%       ability_creates_token(Name)   Flat Trackers: "Action - Destroy
%                               this: Create an Agility token. Go again";
%                               Gauntlet of Might: "Action - Destroy this:
%                               Create a Might token. Go again" (FAB-673)
%       attack_beaten_chest_creates(Name)   Assault and Battery: "When
%                               this attacks, if you've beaten chest this
%                               turn, create an Agility token."; Pound
%                               Town: "... create a Might token." (FAB-675)
%       attack_beaten_chest_intimidates   Rawhide Rumble: "When this
%                               attacks a hero, if you've beaten chest
%                               this turn, intimidate them." (FAB-676)
%       next_class_attack_power_beaten_chest(Class, Amounts, Beaten)
%                               Bonebreaker Bellow: "Your next Brute
%                               attack this turn gains +3{p}. If you've
%                               beaten chest this turn, instead it gains
%                               +5{p}." (+2/+4 yellow, +1/+3 blue; FAB-677)
%       power_after_turn_record(Kind, N)   Beast Mode: "If you've
%                               intimidated this turn, this gets +2{p}."
%                               (FAB-678); Ball Breaker: "If you've
%                               discarded a card with 6 or more {p} this
%                               turn, this gets +1{p}." (FAB-680)
%       go_again_after_turn_record(Kind)   Mandible Claw: "If you have
%                               discarded a card with 6 or more {p} this
%                               turn, this card's attacks go again."
%                               (FAB-680)
%       ability_draw_then_discard_random   Monstrous Veil: "Action -
%                               Destroy this: Draw a card then discard a
%                               random card. Go again" (FAB-681)
%       defends_reveals_top(P)  Pack Call: "When this defends, reveal the
%                               top card of your deck. If it has 6 or more
%                               {p}, put it on top. Otherwise, put it on
%                               the bottom." (FAB-683)
%       attack_draw_then_discard_random(N)   Bare Fangs: "When this
%                               attacks, draw a card then discard a random
%                               card. If a card with 6 or more {p} is
%                               discarded this way, Bare Fangs gains
%                               +2{p}." (FAB-681)

card_text_read("Raw Meat", defense_per_token(["Agility", "Might"])).
card_text_read("Smashback Alehorn", creates_tokens(["Agility", "Might"])).
card_text_read("Lead with Power", next_classes_attack_power(["Brute", "Guardian"], [3, 2, 1], "Might")).
card_text_read("Lead with Speed", next_classes_attack_power(["Brute", "Warrior"], [3, 2, 1], "Agility")).
card_text_read("Flat Trackers", ability_creates_token("Agility")).
card_text_read("Gauntlet of Might", ability_creates_token("Might")).
card_text_read("Assault and Battery", attack_beaten_chest_creates("Agility")).
card_text_read("Pound Town", attack_beaten_chest_creates("Might")).
card_text_read("Rawhide Rumble", attack_beaten_chest_intimidates).
card_text_read("Bonebreaker Bellow", next_class_attack_power_beaten_chest("Brute", [3, 2, 1], [5, 4, 3])).
card_text_read("Beast Mode", power_after_turn_record("intimidated", 2)).
card_text_read("Ball Breaker", power_after_turn_record("discarded_power", 1)).
card_text_read("Mandible Claw", go_again_after_turn_record("discarded_power")).
card_text_read("Monstrous Veil", ability_draw_then_discard_random).
card_text_read("Bare Fangs", attack_draw_then_discard_random(2)).
card_text_read("Pack Call", defends_reveals_top(6)).

                 /*******************************
                 *            RAW MEAT          *
                 *******************************/

rule('FAB-670', effect, "Raw Meat: +1 defense for an Agility token, +1 for a Might token",
     "Raw Meat has +1 defense while its controller controls an Agility token and +1 more while they control a Might token (Stand Ground's reading, FAB-545): the damage it prevents while defending and its defense as the chain closes count them, so its Temper (FAB-522) destroys it only if its defense is 0 after the -1 defense counter. Without either token it has its printed defense, 0.",
     ruling("Спорядження - ... Коли спорядження захищається, воно переходить у бойовий ланцюг, поки бій не закінчиться.",
            "Raw Meat: \"If you control an Agility token, this gets +1{d}. If you control a Might token, this gets +1{d}. Temper.\" CR 5.4.7 (a while-static ability applies while its condition is met), 2.3.3 and 2.0.3d (effects and counters modify defense, the counter too), 2.0.3c (a defense is never below 0), 8.3.10 (Temper: when the combat chain closes, a -1 defense counter, then destroyed if its defense is 0), 8.6.26 and 8.6.28 (Might and Agility stay in the arena until the start of their controller's turn), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  defense_token_rule(+Card, -Rule) is det.
%
%   The rule whose reading gives Card its defense for the tokens its
%   controller controls (card_texts.pl, text_defenses_applied//2): Raw
%   Meat's FAB-670, else Stand Ground's FAB-545.

defense_token_rule(C, Rule) :-
    (   text_read_name(C, "Raw Meat") -> Rule = 'FAB-670'
    ;   text_read_name(C, Name), kassai_text_rule(Name, Rule0) -> Rule = Rule0   % card_texts_kassai.pl (Beckon Applause)
    ;   Rule = 'FAB-545'
    ).

%!  defense_token_words(+State, +CardId, -Words:string) is det.
%
%   The tokens the text of the card CardId of State counts for its
%   defense, in words ("Might and Vigor", "Agility and Might").

defense_token_words(S, Id, Words) :-
    (   state_card(S, C), card_id(C, Id0), Id0 == Id,
        text_read_name(C, Name),
        card_text_read(Name, defense_per_token(Ts))
    ->  atomic_list_concat(Ts, ' and ', A),
        atom_string(A, Words)
    ;   Words = "Might and Vigor"
    ).

                 /*******************************
                 *       TOKENS A CARD MAKES     *
                 *******************************/

rule('FAB-671', effect, "Smashback Alehorn, Pint of Strong and Stout: the tokens a card creates as it resolves",
     "When Smashback Alehorn resolves, an Agility token and a Might token are created in its controller's arena (their ids: the card's id and \"-agility\", \"-might\", numbered if taken); each then does what the vocabulary says (FAB-211) at the start of that player's next turn. Its go again is the keyword's. Pint of Strong and Stout (\"Create a Might and a Vigor token. Go again\") creates a Might and a Vigor token likewise (8.6.27: Vigor).",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Smashback Alehorn: \"Create an Agility and a Might token. Go again\" CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 1.3.4 (a token is created in its controller's arena), 8.6.26 and 8.6.28 (Might, Agility), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-672', effect, "Lead with Power, Lead with Speed: the next attack of two classes gets +N power, and a token",
     "When Lead with Power resolves, its player's next Brute or Guardian attack this turn (a card or a weapon's) gets +3 power (red), +2 (yellow) or +1 (blue), and a Might token is created in their arena; Lead with Speed's next Brute or Warrior attack gets the same, and an Agility token. The effect waits in the state's effects (kind next_attack_power, `classes`) until an attack of either class becomes a chain link (FAB-505): an attack of neither class leaves it waiting; it ends with the turn. Their go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Lead with Power: \"Your next Brute or Guardian attack this turn gets +3{p}. Create a Might token. Go again\" (+2{p} yellow, +1{p} blue); Lead with Speed: \"Your next Brute or Warrior attack this turn gets +3{p}. Create an Agility token. Go again\". CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a (an effect that modifies power), 1.2.2d (an attack is an attack-card, -layer or -proxy: a weapon's attack too), 4.4.4 (an effect of this turn ends with it), 1.3.4 (a token), 8.6.26 and 8.6.28 (Might, Agility), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  rhinar_blitz_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   What Card's text read here does as it resolves (FAB-671, FAB-672);
%   card_texts.pl's resolution_text//4 calls it.

rhinar_blitz_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, creates_tokens(Tokens)),
          card_id(C, Id),
          text_rule(Name, 'FAB-671', Rule)         % card_texts_kassai.pl (Goblet of Bloodrun Wine)
        }
    ->  tokens_made(Tokens, Rule, token_made, Who, Id, S0, S)
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_classes_attack_power(Classes, Amounts, Token)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, classes:Classes}, S1)
        }
    ->  [ event('FAB-672', classes_attack_effect_made, _{player:Who, card:Id, classes:Classes, amount:N}) ],
        tokens_made([Token], 'FAB-672', token_made, Who, Id, S1, S)
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_class_attack_power_beaten_chest(Class, Amounts, Beaten)),
          card_prop(C, pitch, Pitch),
          (   turn_record(S0, "chest_beaten", Who) -> Ns = Beaten, B = true ; Ns = Amounts, B = false ),
          nth1(Pitch, Ns, N),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id, class:Class}, S)
        }
    ->  [ event('FAB-677', bellow_effect_made, _{player:Who, card:Id, class:Class, amount:N, beaten_chest:B}) ]
    ;   { S = S0 }
    ).

%!  classes_effect_fits_attack(+Effect:dict, +Attack) is semidet.
%
%   A next-attack Effect that names classes (`classes`, FAB-672) applies
%   only to an attack of one of them (card_texts.pl,
%   effect_fits_attack/2).

classes_effect_fits_attack(E, A) :-
    (   get_dict(classes, E, Classes)
    ->  (   card_prop(A, classes, Cs),
            is_list(Cs),
            member(Class, Classes),
            memberchk(Class, Cs)
        ->  true
        ;   get_dict(talents, E, Talents),      % card_texts_levia.pl (Unworldly Bellow, FAB-939)
            card_prop(A, talents, Ts),
            is_list(Ts),
            member(T, Talents),
            memberchk(T, Ts)
        ->  true
        )
    ;   true
    ).

%!  tokens_made(+Tokens:list, +Rule, +Kind, +Player, +SourceId, +State0, -State)// is det.
%
%   A token of each name of Tokens (one batch) is created in Player's
%   arena, made by the card SourceId (its id: card_texts.pl's
%   new_token_id/4; tokens_created.pl); an event of Kind says so for
%   each.

tokens_made(Ts, Rule, Kind, Who, By, S0, S) -->
    { tokens_created(By, Who, Who, Ts, S0, S1, TIds, More) },   % tokens_created.pl
    tokens_made_(Ts, TIds, Rule, Kind, Who, By, S1, S),
    tokens_more_made(Who, By, More).

tokens_made_([], [], _, _, _, _, S, S) --> [].
tokens_made_([T|Ts], [TId|TIds], Rule, Kind, Who, By, S1, S) -->
    [ event(Rule, Kind, _{player:Who, card:TId, name:T, by:By}) ],
    gold_created(T, Kind, Who, By, S1, S2),     % card_texts_victor.pl (Victor Goldmane, FAB-859)
    tokens_made_(Ts, TIds, Rule, Kind, Who, By, S2, S).

message(event(token_made, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w resolves: ~w ~w token (~w) is created in ~w's arena"-[By, A, F.name, F.card, F.player] ].

message(event(token_made_by_ability, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w's ability resolves: ~w ~w token (~w) is created in ~w's arena"-[By, A, F.name, F.card, F.player] ].

message(event(classes_attack_effect_made, F, S0)) -->
    { event_card(S0, F.card, L),
      atomic_list_concat(F.classes, ' or ', Cs)
    },
    [ "~w resolves: ~w's next ~w attack this turn gets +~d power"-[L, F.player, Cs, F.amount] ].

                 /*******************************
                 *  FLAT TRACKERS, GAUNTLET OF MIGHT *
                 *******************************/

rule('FAB-673', effect, "Flat Trackers, Gauntlet of Might: destroyed, an Agility or a Might token",
     "Flat Trackers' action ability (its cost: destroy it, FAB-404; go again) resolves into an Agility token in its controller's arena; Gauntlet of Might's into a Might token (their ids: the equipment's id and \"-agility\" or \"-might\", numbered if taken). Each token then does what the vocabulary says (FAB-211) at the start of that player's next turn. Their Blade Break is FAB-521's.",
     ruling("Деякі карти мають активовані здібності. ... Ефекти — це те, що робить здібність, коли вона резолвиться.",
            "Flat Trackers: \"Action - Destroy this: Create an Agility token. Go again. Blade Break\"; Gauntlet of Might: \"Action - Destroy this: Create a Might token. Go again. Blade Break\". CR 5.2.1 (an activated ability's cost and effect), 1.2.3 (the last known information of a source gone from the arena), 1.3.4 (a token), 8.6.26 and 8.6.28 (Might, Agility), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

ability_reading(ability_creates_token(_)).

ability_reading_resolved(ability_creates_token(Token), S0, Who, Id, S) -->
    { id_text_rule(S0, Id, 'FAB-673', Rule) },   % card_texts_kassai.pl (Vigor Girth)
    tokens_made([Token], Rule, token_made_by_ability, Who, Id, S0, S).

                 /*******************************
                 *     WHAT THE TURN HAS SEEN    *
                 *******************************/

rule('FAB-674', effect, "Beat Chest: a player who pays it has beaten chest this turn",
     "A player who plays a card with Beat Chest and pays its additional cost (discards a card with 6 or more power, FAB-305) has beaten chest: the state records it for the rest of the turn in its effects ({kind: chest_beaten, player, source: the card played}), once, which the texts that ask \"if you've beaten chest this turn\" read (FAB-675 ... FAB-677). A card with Beat Chest played without the discard records nothing. rulecheck records it for the turn player (Beat Chest's cards are played in their own turn); a position given in the middle of a turn says so in its effects, else no chest has been beaten.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "CR 8.3.33 (Beat Chest: \"As an additional cost to play this, you may discard a card with 6 or more {p}\"), 8.3.33a (a player who pays it is considered to have beaten chest), 8.3.33b, 5.1.9 (additional costs are paid as the card is played), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-679', effect, "A discard of 6 or more power is recorded for the turn",
     "When the turn player discards a card with 6 or more power (an additional cost of FAB-305, a random one or Beat Chest's), the state records it for the rest of the turn in its effects ({kind: discarded_power, player, source: the card discarded}), once, which Ball Breaker and Mandible Claw read (FAB-680). rulecheck records the discards of additional costs, those the Brute cards make; a position given in the middle of a turn says so in its effects, else none has been made.",
     ruling("Якщо є додаткові витрати, ви оплачуєте їх після оплати вартості ресурсів.",
            "CR 8.5.5 (to discard a card is to put it from hand into the graveyard), 5.1.9 (additional costs are paid as the card is played), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  turn_record(+State, +Kind:string, +Player) is semidet.
%
%   State's effects record that Player did Kind this turn: beaten chest
%   (chest_beaten, FAB-674), intimidated (intimidated, FAB-678),
%   discarded a card with 6 or more power (discarded_power, FAB-679),
%   drawn a card by an effect (card_drawn, card_texts_kayo.pl's FAB-691).
%   Each record is {kind, player, source}, written by turn_recorded//6
%   and ended with the turn's other effects (FAB-206).

turn_record(S, Kind, Who) :-
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, Kind),
    get_dict(player, E, Who0),
    Who0 == Who,
    !.

%!  turn_recorded(+State0, +Kind, +Rule, +Player, +SourceId, -State)// is det.
%
%   Player, the turn player, did Kind this turn: the first time, the
%   state records it (turn_record/3), and a card of theirs attacking now
%   whose text reads it gets what it gives (FAB-678, FAB-680).

turn_recorded(S0, Kind, Rule, Who, Src, S) -->
    (   { S0.turn_player == Who,
          \+ turn_record(S0, Kind, Who),
          add_effect(S0, _{kind:Kind, player:Who, source:Src}, S1)
        }
    ->  [ event(Rule, turn_recorded, _{player:Who, kind:Kind, card:Src}) ],
        { attacking_readers(S1, Who, Kind, As) },
        records_read(As, Kind, Who, S1, S2),
        kayo_discard_might(S2, Who, Kind, Src, S)   % card_texts_windup.pl (FAB-793)
    ;   { S = S0 }
    ).

message(event(turn_recorded, F, S0)) -->
    { event_card(S0, F.card, L) },
    turn_record_words(F.kind, F.player, L).

turn_record_words("chest_beaten", Who, L) -->
    [ "~w has beaten chest this turn (~w)"-[Who, L] ].
turn_record_words("intimidated", Who, L) -->
    [ "~w has intimidated this turn (~w)"-[Who, L] ].
turn_record_words("discarded_power", Who, L) -->
    [ "~w has discarded a card with 6 or more power this turn (~w)"-[Who, L] ].
turn_record_words("card_drawn", Who, L) -->                    % card_texts_kayo.pl (FAB-691)
    [ "~w has drawn a card this turn (~w)"-[Who, L] ].
turn_record_words("charged", Who, L) -->                       % card_texts_boltyn.pl (FAB-880)
    [ "~w has charged this turn (~w)"-[Who, L] ].

%!  rhinar_blitz_played_text(+State0, +Player, +Card, +Discarded:list, -State)// is det.
%
%   Player played Card, discarding Discarded for its additional cost:
%   Beat Chest paid (FAB-674), a card with 6 or more power discarded
%   (FAB-679); card_texts.pl's played_text//5 calls it.

rhinar_blitz_played_text(S0, Who, C, Ds, S) -->
    (   { Ds \== [],
          card_keyword(C, "Beat Chest", _),
          card_id(C, Id)
        }
    ->  turn_recorded(S0, "chest_beaten", 'FAB-674', Who, Id, S1)
    ;   { S1 = S0 }
    ),
    (   { player(S1, Who, P),
          member(DId, Ds),
          discarded_card(P, DId, D),                  % card_texts_rhinar_dorinthea.pl
          power_where(S1, Who, D, Pw),                % card_texts_windup.pl (FAB-792)
          Pw >= 6
        }
    ->  turn_recorded(S1, "discarded_power", 'FAB-679', Who, DId, S)
    ;   { S = S1 }
    ).

%!  intimidated_recorded(+State0, +Player, +SourceId, -State)// is det.
%
%   Player intimidated the other player (FAB-528; whether a card was
%   banished or not, CR 8.5.10a): the turn records it (FAB-678).
%   choices.pl's intimidate_player//4 calls it.

intimidated_recorded(S0, Who, Id, S) -->
    turn_recorded(S0, "intimidated", 'FAB-678', Who, Id, S).

                 /*******************************
                 *          BEAT CHEST          *
                 *******************************/

rule('FAB-675', effect, "Assault and Battery, Pound Town: attacking after a beaten chest, a token",
     "When Assault and Battery becomes a chain link (it attacks) while its controller has beaten chest this turn (FAB-674: its own Beat Chest paid, or an earlier card's), an Agility token is created in their arena; Pound Town, a Might token (its id: the attack's id and \"-agility\" or \"-might\", numbered if taken). Without a beaten chest it creates nothing.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Assault and Battery: \"Beat Chest. When this attacks, if you've beaten chest this turn, create an Agility token.\"; Pound Town: \"... create a Might token.\" CR 8.3.33a (beaten chest), 7.2.3 (the attack becomes a chain link: it attacks), 6.6 (a triggered effect; its condition is checked as it triggers), 1.3.4 (a token), 8.6.26 and 8.6.28 (Might, Agility), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Flock of the Feather Walkers' token (FAB-553).")).

rule('FAB-676', effect, "Rawhide Rumble: it intimidates only after a beaten chest",
     "When Rawhide Rumble attacks (it resolves and becomes a chain link) while its controller has beaten chest this turn (FAB-674), it intimidates the defending hero as FAB-528 says, as a card with the Intimidate keyword does; without a beaten chest it intimidates no one (the card data gives it no Intimidate keyword ability: its intimidate has a condition).",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Rawhide Rumble: \"Beat Chest. When this attacks a hero, if you've beaten chest this turn, intimidate them.\" CR 8.3.33a (beaten chest), 6.6 (a triggered effect; its condition is checked as it triggers), 8.5.10 (intimidate), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck's attacks are made against the opposing hero.")).

rule('FAB-677', effect, "Bonebreaker Bellow: the next Brute attack gets +N power, more after a beaten chest",
     "When Bonebreaker Bellow resolves, its player's next Brute attack this turn (a card or a Brute weapon's) gets +3 power (red), +2 (yellow) or +1 (blue); if they have beaten chest this turn (FAB-674: its own Beat Chest paid, or an earlier card's), +5, +4 or +3 instead. The effect waits in the state's effects (`class` Brute) until a Brute attack becomes a chain link (FAB-505). Its go again is the keyword's.",
     ruling("Початкова фаза — ... (наприклад, резолвите ефект вашого токена Могутності).",
            "Bonebreaker Bellow: \"Beat Chest. Your next Brute attack this turn gains +3{p}. If you've beaten chest this turn, instead it gains +5{p}. Go again\" (+2/+4 yellow, +1/+3 blue). CR 8.3.33a (beaten chest), 1.7.3b (a resolution ability's effect is generated as the card resolves), 2.0.3a, 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

message(event(bellow_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w's next ~w attack this turn gets +~d power"-[L, F.player, F.class, F.amount] ],
    (   { F.beaten_chest == true } -> [ " (~w has beaten chest this turn)"-[F.player] ] ; [] ).

%!  beaten_chest_intimidates(+State, +Player, +Card) is semidet.
%
%   Card, Player's, resolving (it attacks), intimidates by its text:
%   Rawhide Rumble, once Player has beaten chest this turn (FAB-676).
%   The card data gives it no Intimidate keyword ability (its intimidate
%   has a condition).

beaten_chest_intimidates(S, Who, C) :-
    text_read_name(C, Name),
    card_text_read(Name, attack_beaten_chest_intimidates),
    turn_record(S, "chest_beaten", Who).

%!  beaten_chest_intimidate(+State0, +Player, +Card, -State)// is det.
%
%   Card, Player's, resolved without the Intimidate keyword: Rawhide
%   Rumble after a beaten chest intimidates as the keyword would
%   (FAB-676, FAB-528); choices.pl's intimidate//4 calls it at the
%   moment the keyword's intimidate happens.

beaten_chest_intimidate(S0, Who, C, S) -->
    (   { beaten_chest_intimidates(S0, Who, C), card_id(C, Id) }
    ->  [ event('FAB-676', beaten_chest_intimidates, _{player:Who, card:Id}) ],
        intimidate_player(S0, Who, C, S)
    ;   { S = S0 }
    ).

message(event(beaten_chest_intimidates, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w attacks after ~w has beaten chest this turn: it intimidates"-[L, F.player] ].

%!  rhinar_blitz_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: the token of a beaten chest
%   (FAB-675), the power or go again of what the turn has seen (FAB-678,
%   FAB-680); card_texts.pl's attack_text//4 calls it.

rhinar_blitz_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, attack_beaten_chest_creates(Token)),
          turn_record(S0, "chest_beaten", Who),
          card_id(A, AId)
        }
    ->  tokens_made([Token], 'FAB-675', token_made_attacking, Who, AId, S0, S)
    ;   { text_read_name(A, Name),
          reads_turn_record(Name, Kind),
          turn_record(S0, Kind, Who)
        }
    ->  record_read(A, Kind, Who, S0, S)
    ;   { text_read_name(A, Name),
          card_text_read(Name, attack_draw_then_discard_random(_)),
          text_rule(Name, 'FAB-681', Rule)           % card_texts_kassai.pl (Ravenous Meataxe)
        }
    ->  draw_then_discard_random(S0, Who, A, Rule, S)
    ;   { S = S0 }
    ).

message(event(token_made_attacking, F, S0)) -->
    { event_card(S0, F.by, By), a_or_an(F.name, A) },
    [ "~w attacks after a beaten chest: ~w ~w token (~w) is created in ~w's arena"-[By, A, F.name, F.card, F.player] ].

                 /*******************************
                 *  BEAST MODE, BALL BREAKER, MANDIBLE CLAW *
                 *******************************/

rule('FAB-678', effect, "Beast Mode: +2 power once its player has intimidated this turn",
     "A player who intimidates (FAB-528; an empty hand included, CR 8.5.10a) has intimidated this turn: the state records it in its effects ({kind: intimidated, player, source}), once. Beast Mode attacking for a player who has intimidated this turn has +2 power: its chain link counts it (power_bonus) as it opens if the record is there, or as the record is made while it attacks. rulecheck records the turn player's intimidates; a position given in the middle of a turn says so in its effects, else no one has intimidated.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Beast Mode: \"If you've intimidated this turn, this gets +2{p}.\" CR 5.4.7 (a static ability with a condition applies while it holds), 8.5.10 and 8.5.10a (to intimidate; a player is considered intimidated even with no card banished), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Once a player has intimidated this turn they have for the rest of it, so the power, once counted, stays.")).

rule('FAB-680', effect, "Ball Breaker, Mandible Claw: +1 power, go again once their player has discarded a card with 6 or more power",
     "Ball Breaker attacking for a player who has discarded a card with 6 or more power this turn (FAB-679) has +1 power: its chain link counts it (power_bonus) as it opens if the record is there, or as the record is made while it attacks. Mandible Claw's attack for such a player has go again (the link's go_again, FAB-503), likewise. Their attacks are the card data's (once per turn, 2 resource points).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Ball Breaker: \"Once per Turn Action - {r}{r}: Attack. If you've discarded a card with 6 or more {p} this turn, this gets +1{p}.\"; Mandible Claw: \"... If you have discarded a card with 6 or more {p} this turn, this card's attacks go again.\" CR 5.4.7 (a static ability with a condition applies while it holds), 1.4.3a (a weapon's attack-proxy has its source's properties), 8.5.5 (discard), 8.3.5 (go again), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   reads_turn_record(?Name, ?Kind): the text of the cards named Name
%   gives its attack something once its player has done Kind this turn.
reads_turn_record(Name, Kind) :-
    card_text_read(Name, power_after_turn_record(Kind, _)).
reads_turn_record(Name, Kind) :-
    card_text_read(Name, go_again_after_turn_record(Kind)).

%   attacking_readers(+S, +Player, +Kind, -Attacks): the attacks of
%   Player's active chain link whose text reads Kind (at most one).
attacking_readers(S, Who, Kind, As) :-
    (   chain_open(S),
        last(S.chain.links, L),
        L.controller == Who,
        link_attack(L, A),
        text_read_name(A, Name),
        reads_turn_record(Name, Kind)
    ->  As = [A]
    ;   As = []
    ).

records_read([], _, _, S, S) --> [].
records_read([A|As], Kind, Who, S0, S) -->
    record_read(A, Kind, Who, S0, S1),
    records_read(As, Kind, Who, S1, S).

%   record_read(+Attack, +Kind, +Player, +S0, -S)//: Attack, the active
%   link's, gets what its text gives once Player has done Kind.
record_read(A, Kind, Who, S0, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, power_after_turn_record(Kind, N)),
          card_id(A, AId),
          attacking_link_power(S0, AId, N, S),        % card_texts.pl
          record_rule(Kind, Default0),
          text_rule(Name, Default0, Rule)             % card_texts_kassai.pl (Stir the Wildwood, FAB-1241; Rotwood Reaper)
        }
    ->  [ event(Rule, record_power_applied, _{player:Who, attack:AId, amount:N, kind:Kind}) ]
    ;   { text_read_name(A, Name),
          card_text_read(Name, go_again_after_turn_record(Kind)),
          active_link_replaced(S0, L0, L1, S),
          \+ get_dict(go_again, L0, true),
          L1 = L0.put(go_again, true),
          card_id(A, AId),
          record_go_again_rule(Kind, Default),
          text_rule(Name, Default, Rule)            % card_texts_kassai.pl (Rising Speed)
        }
    ->  [ event(Rule, record_go_again_applied, _{player:Who, attack:AId, kind:Kind}) ]
    ;   { S = S0 }
    ).

record_rule("intimidated", 'FAB-678').
record_rule("discarded_power", 'FAB-680').
record_rule("charged", 'FAB-881').             % card_texts_boltyn.pl

record_go_again_rule("charged", 'FAB-882') :- !.   % card_texts_boltyn.pl
record_go_again_rule(_, 'FAB-680').

message(event(record_power_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has +~d power: "-[L, F.amount] ],
    record_reason_words(F.kind, F.player).
message(event(record_go_again_applied, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w has go again: "-[L] ],
    record_reason_words(F.kind, F.player).

record_reason_words("intimidated", Who) -->
    [ "~w has intimidated this turn"-[Who] ].
record_reason_words("discarded_power", Who) -->
    [ "~w has discarded a card with 6 or more power this turn"-[Who] ].
record_reason_words("card_drawn", Who) -->                     % card_texts_kassai.pl (FAB-823)
    [ "~w has drawn a card this turn"-[Who] ].
record_reason_words("charged", Who) -->                         % card_texts_boltyn.pl
    [ "~w has charged this turn"-[Who] ].

                 /*******************************
                 *  DRAW, THEN A RANDOM DISCARD  *
                 *******************************/

rule('FAB-681', effect, "Monstrous Veil, Bare Fangs: draw a card, then discard a random card",
     "Monstrous Veil's action ability (its cost: destroy it, FAB-404; go again) resolving, and Bare Fangs attacking (as its chain link opens), its player draws a card (none from an empty deck), then discards a card of their hand drawn at random: with a card in hand, the position waits for the random_discard choice, which a discard move naming the card drawn answers (FAB-682); with none, nothing is discarded. The discard is a discard like an additional cost's: a card with 6 or more power is recorded for the turn (FAB-679), sets off Rhinar's intimidate in its player's action phase (FAB-570) and a Romping Club's power (FAB-555); discarded by Bare Fangs' text, it gives Bare Fangs +2 power (its chain link's power_bonus).",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Monstrous Veil: \"Rhinar Specialization. Action - Destroy this: Draw a card then discard a random card. Go again. Battleworn\"; Bare Fangs: \"When this attacks, draw a card then discard a random card. If a card with 6 or more {p} is discarded this way, Bare Fangs gains +2{p}.\" CR 5.2.1 (an activated ability's cost and effect), 7.2.3 (the attack becomes a chain link: it attacks), 6.6 (a triggered effect), 8.5.6 (draw), 8.5.5 and 8.5.5b (discard; a discard from an empty hand fails), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Which card is discarded is chance's: the judge, or the tool running the game, names the card drawn, as for intimidate (FAB-528); rulecheck checks only that it could have been drawn. rulecheck resolves Bare Fangs' triggered-layer at once, as its link opens, as it does Flock of the Feather Walkers' (FAB-553). Not done: where another choice already waits as the draw is made (none of the texts rulecheck reads leaves one there), the discard is left out and an event says so.")).

rule('FAB-682', constraint, "The random discard names a known card of the hand",
     "A discard move answers the random_discard choice (Monstrous Veil and Bare Fangs, FAB-681; Wild Ride and Mini Meataxe, FAB-688): its card is a card in the hand of the player who discards, the one drawn at random, and a card the position shows: the discarded card goes face up to the graveyard and what the discard sets off reads its power (Bare Fangs, Wild Ride's go again, Rhinar, the turn's record), so an unknown card drawn at random (a card drawn from an unknown deck) is named in the position first (FAB-106), and then discarded.",
     ruling("", "CR 8.5.5 (to discard a card is to put it from the player's hand into their graveyard), 3.0.4a, 3.0.4b and 3.8.1 (the graveyard is a public zone: the card is known once discarded), 1.1.1a (the card is chosen at random), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads a discarded card's power and never guesses it: as an unknown card is neither played, pitched nor declared as a defender until it is known (FAB-106), it is not discarded at random either.")).

ability_reading(ability_draw_then_discard_random).

ability_reading_resolved(ability_draw_then_discard_random, S0, Who, Id, S) -->
    { once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )) },
    draw_then_discard_random(S0, Who, C, 'FAB-681', S).

%!  draw_then_discard_random(+State0, +Player, +Source, +Rule, -State)// is det.
%
%   Source's text, read by Rule (Monstrous Veil and Bare Fangs' FAB-681,
%   Wild Ride and Mini Meataxe's FAB-688): Player draws a card
%   (triggers.pl's draw_cards//5), then the random discard waits for the
%   card drawn at random (FAB-682), or with an empty hand nothing is
%   discarded.

draw_then_discard_random(S0, Who, Src, Rule, S) -->
    { card_id(Src, SId) },
    draw_cards(Who, 1, SId, S0, S1),            % triggers.pl
    (   { game_over(S1, _) }
    ->  { S = S1 }
    ;   { player(S1, Who, P), P.hand == [] }
    ->  { S = S1 },
        [ event(Rule, nothing_to_discard_at_random, _{player:Who, by:SId}) ]
    ;   { pending(S1, _) }                      % one choice waits at a time: not done, the rule says
    ->  { S = S1 },
        [ event(Rule, random_discard_not_asked, _{player:Who, by:SId}) ]
    ;   { S = S1.put(pending, _{choice:"random_discard", player:Who, controller:Who, source:Src}) },
        [ event(Rule, random_discard_waits, _{player:Who, by:SId}) ]
    ).

choice_action("random_discard", "discard").
choice_phase("random_discard", "action").

pending_problem(S, Pd, [player], no_card_to_discard(P)) :-   % FAB-681
    Pd.choice == "random_discard",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

choice_candidate("discard", S, _{player:Who, action:"discard", card:Id}) :-
    pending(S, Pd),
    Pd.choice == "random_discard",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    \+ unknown_card(C),
    card_id(C, Id).

broken('FAB-682', S, M, Reason) :-
    get_dict(action, M, "discard"),
    pending(S, Pd),
    Pd.choice == "random_discard",
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    player(S, Who, P),
    (   member(C0, P.hand), card_id(C0, Id0), Id0 == Id
    ->  unknown_card(C0),
        Reason = unknown_discard(Who, Id)
    ;   card_or_id(S, Id, C),
        Reason = not_in_hand(Who, C)
    ).

message(unknown_discard(Who, Id)) -->
    [ "~w in ~w's hand is an unknown card: what its discard sets off reads its power, so the position names it first (FAB-106)"-[Id, Who] ].

rule_fact('FAB-682', S, M, discarding_at_random(Who, Hand)) :-
    pending(S, Pd),
    Pd.choice == "random_discard",
    Who = M.player,
    player(S, Who, P),
    Hand = P.hand.

effect(discard, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "random_discard",
      Who = M.player,
      choice_answered(S0, S1),
      Src = Pd.source,
      card_id(Src, By),
      random_discard_rule(Src, Rule),
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      add_cards(P1, graveyard, [C], P2),        % position.pl (Drone of Brutality: FAB-578)
      set_player(S1, P2, S2)
    },
    [ event(Rule, discarded_at_random, _{player:Who, card:M.card, by:By}) ],
    bare_fangs_power(S2, Who, Src, C, S3),
    random_discard_go_again(S3, Who, Src, C, S4),   % card_texts_kayo.pl (Wild Ride, FAB-688)
    discarded_text(S4, Who, C, M.card, S5),
    random_discard_banish(S5, Who, Src, C, S).  % card_texts_levia_2.pl (Deadwood Rumbler, FAB-945)

%   random_discard_rule(+Source, -Rule): the rule that reads Source's
%   random discard: Wild Ride and Mini Meataxe's FAB-688, else FAB-681.
random_discard_rule(Src, Rule) :-
    text_read_name(Src, Name),
    card_text_read(Name, attack_draw_random_discard(_)),
    !,
    text_rule(Name, 'FAB-688', Rule).           % card_texts_kassai.pl (Deadwood Rumbler)
random_discard_rule(Src, Rule) :-
    text_read_name(Src, Name),
    !,
    text_rule(Name, 'FAB-681', Rule).           % card_texts_kassai.pl (Ravenous Meataxe)
random_discard_rule(_, 'FAB-681').

%   bare_fangs_power(+S0, +Player, +Source, +Discarded, -S)//: Bare
%   Fangs' discard was a card with 6 or more power: it gains +2 power on
%   its chain link (FAB-681).
bare_fangs_power(S0, Who, Src, D, S) -->
    (   { text_read_name(Src, Name),
          card_text_read(Name, attack_draw_then_discard_random(N)),
          power_where(S0, Who, D, Pw),            % card_texts_windup.pl (FAB-792)
          Pw >= 6,
          card_id(Src, AId),
          attacking_link_power(S0, AId, N, S),      % card_texts.pl
          text_rule(Name, 'FAB-681', Rule)          % card_texts_kassai.pl (Ravenous Meataxe)
        }
    ->  [ event(Rule, bare_fangs_power, _{player:Who, attack:AId, amount:N}) ]
    ;   { S = S0 }
    ).

%   discarded_text(+S0, +Player, +Card, +Id, -S)//: what a discard of
%   Card sets off: the record (FAB-679), Romping Club (FAB-555), Rhinar
%   (FAB-570).
discarded_text(S0, Who, C, Id, S) -->
    discard_recorded(S0, Who, C, Id, S1),
    discard_text(S1, Who, [Id], S2),            % card_texts.pl (FAB-555)
    hero_discard_text(S2, Who, [Id], S).        % card_texts_rhinar_dorinthea.pl (FAB-570)

%   discard_recorded(+S0, +Player, +Card, +Id, -S)//: a discard of 6 or
%   more power (its power where it is: Kayo's +1) recorded for the turn
%   (FAB-679; Kayo's token, FAB-793, reads the record).
discard_recorded(S0, Who, C, Id, S) -->
    (   { power_where(S0, Who, C, Pw), Pw >= 6 }   % card_texts_windup.pl (FAB-792)
    ->  turn_recorded(S0, "discarded_power", 'FAB-679', Who, Id, S)
    ;   { S = S0 }
    ).

message(event(random_discard_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: ~w discards a card drawn at random from their hand (a discard move names it)"-[By, F.player] ].
message(event(nothing_to_discard_at_random, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: ~w has no card in hand to discard"-[By, F.player] ].
message(event(random_discard_not_asked, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w: another choice already waits, so ~w's random discard is not asked: rulecheck leaves it out (not done)"-[By, F.player] ].
message(event(discarded_at_random, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w: ~w discards ~w, drawn at random"-[By, F.player, C] ].
message(event(bare_fangs_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w gains +~d power: the card it discarded has 6 or more power"-[L, F.amount] ].
message(no_choice_waits("random_discard")) -->
    [ "no random discard waits: discard names the card drawn at random as Monstrous Veil, Bare Fangs, Wild Ride or Mini Meataxe has its player discard one" ].
fact_words(discarding_at_random(Who, Hand)) -->
    { maplist(card_label, Hand, Ls), atomic_list_concat(Ls, ", ", T) },
    [ "~w discards one of ~w, drawn at random"-[Who, T] ].

choice_words("random_discard") --> [ "which card of their hand is discarded, drawn at random (a discard move)" ].

text_choice_words("random_discard", Source) -->
    [ "the card ~w discards at random (discard)"-[Source] ].

                 /*******************************
                 *           PACK CALL          *
                 *******************************/

rule('FAB-683', effect, "Pack Call: defending, the top card of the deck revealed, to the bottom under 6 power",
     "When Pack Call is declared as a defender (FAB-502), its player reveals the top card of their deck: with 6 or more power it stays on top, else it goes to the bottom of the deck (a card with no power has 0). With an empty deck nothing is revealed. A top card the position does not show waits for the revealed_top choice of Pack Call's player, which a put move answers: the card, and top or bottom as its power decides (FAB-684). Several Pack Calls defending together reveal one after another, each the deck's top card then.",
     ruling("Захист - ... Ви можете захищатися картками з руки.",
            "Pack Call: \"When this defends, reveal the top card of your deck. If it has 6 or more {p}, put it on top. Otherwise, put it on the bottom.\" CR 7.3.2 (defending cards are declared in the Defend Step), 6.6 (a triggered effect), 8.5.8 (reveal), 3.0.4b (the deck is private: the card revealed is the judge's to name), 2.1 (a card with no power has none, less than 6), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the defenders are declared, as it does the tokens of FAB-211; the reveal touches only the deck, which nothing in the reaction step reads before it. Not done: where another choice already waits as the defenders are declared, an unknown top card's reveal is left out, and an event says so.")).

rule('FAB-684', constraint, "The card Pack Call revealed is put back on top or on the bottom as its power says",
     "A put move answers the revealed_top choice (FAB-683): its card is the top card of the deck of the player who chooses, and `to` is where Pack Call's text puts it: top with 6 or more power, bottom with less. The judge, who sees the revealed card, says which; a card the position shows has its place decided already.",
     ruling("", "Pack Call: \"... If it has 6 or more {p}, put it on top. Otherwise, put it on the bottom.\" CR 8.5.8 (a revealed card is shown to every player), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  pack_call_defends(+State0, +Player, +Cards:list, -State)// is det.
%
%   Player declared Cards as defenders: each Pack Call among them, its
%   text read, reveals the top card of their deck (FAB-683).
%   effects.pl's effect(defend) calls it.

pack_call_defends(S0, Who, Cards, S) -->
    { include(reveals_on_defend, Cards, Ps),
      maplist(card_id, Ps, Ids)
    },
    top_reveals(Ids, Who, S0, S).

reveals_on_defend(C) :-
    text_read_name(C, Name),
    card_text_read(Name, defends_reveals_top(_)).

%   top_reveals(+SourceIds, +Player, +S0, -S)//: each Pack Call of
%   SourceIds in turn reveals the top card of Player's deck; a top card
%   the position does not show stops there, the choice waiting with the
%   Pack Calls still to reveal (`cards`).
top_reveals([], _, S, S) --> [].
top_reveals([Id|Ids], Who, S0, S) -->
    { player(S0, Who, P) },
    (   { game_over(S0, _) }
    ->  { S = S0 }
    ;   { P.deck == [] }
    ->  [ event('FAB-683', nothing_revealed, _{player:Who, by:Id}) ],
        top_reveals(Ids, Who, S0, S)
    ;   { P.deck = [Top|_], \+ unknown_card(Top) }
    ->  { top_place(S0, Who, Top, To), card_id(Top, TId) },
        top_card_put(S0, Who, TId, To, Id, S1),
        top_reveals(Ids, Who, S1, S)
    ;   { pending(S0, _) }                      % one choice waits at a time: not done, the rule says
    ->  { S = S0 },
        [ event('FAB-683', reveal_not_asked, _{player:Who, by:Id}) ]
    ;   { P.deck = [Top|_], card_id(Top, TId),
          once(( state_card(S0, Src), card_id(Src, SId), SId == Id )),
          S = S0.put(pending, _{choice:"revealed_top", player:Who, controller:Who, source:Src,
                                cards:Ids})
        },
        [ event('FAB-683', revealed_top_waits, _{player:Who, card:TId, by:Id}) ]
    ).

%   top_place(+State, +Player, +Card, -To): where Pack Call puts Card,
%   the top card of Player's deck (FAB-683; its power there, FAB-792).
top_place(S, Who, C, To) :-
    (   power_where(S, Who, C, Pw), Pw >= 6 -> To = "top" ; To = "bottom" ).

%   top_card_put(+S0, +Player, +CardId, +To, +By, -S)//: the revealed top
%   card CardId of Player's deck stays on top or goes to the bottom.
top_card_put(S0, Who, TId, To, By, S) -->
    (   { To == "bottom" }
    ->  { player(S0, Who, P0),
          P0.deck = [Top|Rest],
          append(Rest, [Top], Deck),
          set_player(S0, P0.put(deck, Deck), S)
        }
    ;   { S = S0 }
    ),
    [ event('FAB-683', revealed_top_put, _{player:Who, card:TId, to:To, by:By}) ].

choice_action("revealed_top", "put").
choice_phase("revealed_top", "action").

pending_problem(S, Pd, [player], no_top_card(P)) :-   % FAB-683
    Pd.choice == "revealed_top",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.deck == [].

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:To}) :-
    pending(S, Pd),
    Pd.choice == "revealed_top",
    Who = Pd.player,
    player(S, Who, P),
    P.deck = [Top|_],
    card_id(Top, Id),
    (   unknown_card(Top) -> member(To, ["top", "bottom"]) ; top_place(S, Who, Top, To) ).

broken('FAB-684', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "revealed_top",
    get_dict(player, M, Who),
    get_dict(card, M, Id),
    player(S, Who, P),
    (   P.deck = [Top|_], card_id(Top, TId), TId == Id
    ->  \+ unknown_card(Top),
        top_place(S, Who, Top, To),
        get_dict(to, M, To0), To0 \== To,
        Reason = revealed_elsewhere(Top, To)
    ;   Reason = not_the_revealed_card(Who, Id)
    ).

rule_fact('FAB-684', S, M, top_of_deck(Who, Top)) :-
    pending(S, Pd),
    Pd.choice == "revealed_top",
    Who = M.player,
    player(S, Who, P),
    P.deck = [Top|_].

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "revealed_top",
      Who = M.player,
      choice_answered(S0, S1),
      key_value(source, Pd, "?", Src),
      (   is_dict(Src) -> card_id(Src, By) ; By = Src ),
      key_value(cards, Pd, [], Ids)
    },
    top_card_put(S1, Who, M.card, M.to, By, S2),
    top_reveals(Ids, Who, S2, S).

message(event(nothing_revealed, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w defends: ~w's deck is empty, nothing is revealed"-[By, F.player] ].
message(event(reveal_not_asked, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w defends: another choice already waits, so the reveal of ~w's unknown top card is not asked: rulecheck leaves it out (not done)"-[By, F.player] ].
message(event(revealed_top_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w defends: ~w reveals the top card of their deck (~w), which the position does not show; a put move says whether it stays on top (6 or more power) or goes to the bottom"-[By, F.player, F.card] ].
message(event(revealed_top_put, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, L) },
    (   { F.to == "top" }
    ->  [ "~w defends: ~w reveals ~w, with 6 or more power: it stays on top of their deck"-[By, F.player, L] ]
    ;   [ "~w defends: ~w reveals ~w, with less than 6 power: it goes to the bottom of their deck"-[By, F.player, L] ]
    ).
message(revealed_elsewhere(Top, To)) -->
    { card_label(Top, L) },
    [ "~w is shown: Pack Call puts it on the ~w of the deck, as its power says"-[L, To] ].
message(not_the_revealed_card(Who, Id)) -->
    [ "~w is not the top card of ~w's deck: Pack Call reveals the top card"-[Id, Who] ].
message(no_choice_waits("revealed_top")) -->
    [ "no revealed card waits: put answers Pack Call's reveal of a top card the position does not show, or a card put from hand on the deck" ].
message(no_top_card(P)) -->
    [ "~w's deck is empty: Pack Call's revealed card does not wait"-[P] ].

choice_words("revealed_top") --> [ "whether the top card of their deck, revealed, stays on top (6 or more power) or goes to the bottom (a put move)" ].

text_choice_words("revealed_top", Source) -->
    [ "where the card ~w revealed goes (put)"-[Source] ].
