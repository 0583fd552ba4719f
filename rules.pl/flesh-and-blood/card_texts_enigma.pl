/*  Flesh and Blood: the texts of the Enigma Blitz Deck's cards.

    Part of game.pl, included after card_texts_cindra.pl, whose
    relations and those of the files before it it reuses
    (card_text_read/2 names every text read; a card whose whole text is
    read is modelled).  Read here (Flesh and Blood Comprehensive Rules,
    Legend Story Studios, as published February 2026):

    - Second Tenet of Chi: Tide: "If you've transcended this turn, this
      gets +2{p}." (FAB-1340; the turn's record transcended, FAB-1098,
      read as Beast Mode's intimidated, FAB-678);
    - Big Blue Sky: "This gets +1{d} for each blue card you've pitched
      this turn." (FAB-1341; the pitch zone's blue cards, Deep Blue
      Sea's count, FAB-1096);
    - Moon Chakra: "The next time you would be dealt damage this turn,
      prevent 3 of that damage. If you've transcended this turn, instead
      prevent 5." (2/4 yellow, 1/3 blue; FAB-1342; the prevention of the
      next damage event is Take it on the Chin's, FAB-970);
    - Battlefront Bastion: "When this defends alone, prevent the next 1
      damage that would be dealt to you this turn." (FAB-1343; the
      shield is Oldhim's, FAB-697);
    - Spillover: "If you've played another blue card this turn, this gets
      +2{p}." (Rising Tide's text: its reading, FAB-1141 and FAB-1142,
      card_texts_nuu_2.pl);
    - First Tenet of Chi: Moon: "Your next blue attack this turn gets
      'When this attacks, draw a card.' Go again" (FAB-1346);
    - Solitary Companion: "When this enters the arena, if you control no
      other Illusionist auras, create a Spectral Shield token. Ward 1"
      (FAB-1347; Ward is FAB-524's);
    - Single Minded Determination: "When this enters the arena, if you
      control no other Illusionist auras, put three (two, a) +1{p}
      counters on this. Ward 2" (FAB-1348);
    - Spectral Manifestations: "Create a Spectral Shield token, then if
      you control no other Illusionist auras, put three (two, a) +1{p}
      counters on it. Go again" (FAB-1349);
    - Waxing Specter: "If you've pitched a blue card this turn, this
      enters the arena with a +1{p} counter. Ward 3 (2, 1)" (FAB-1350).

    The deck's other cards stay assumptions of the answers, or make them
    unknown (FAB-119); docs/games/flesh-and-blood.md says which and why.
    The transcend cards (A Drop in the Ocean, Homage to Ancestors,
    Preserve Tradition, Rising Sun, Setting Moon) are read in
    card_texts_transcend.pl (FAB-1400 ...).
*/

:- discontiguous card_text_read/2, message//1, rule/5, record_rule/2, record_reason_words//2,
   reads_record/2, turn_record_words//3.

%   The texts read here (card_text_read/2):
%
%       power_after_turn_record("transcended", 2)   Second Tenet of Chi:
%                               Tide (FAB-1340; the relation is Beast
%                               Mode's, card_texts_rhinar_blitz.pl)
%       defense_per_blue_pitched(N)   Big Blue Sky: +N defense for each
%                               blue card its player has pitched this
%                               turn, while it defends (FAB-1341)
%       next_damage_prevented_transcended(Amounts, Transcended)   Moon
%                               Chakra: the amount by pitch (red, yellow,
%                               blue), or the Transcended one (FAB-1342)
%       defends_alone_prevents_next(N)   Battlefront Bastion: defending
%                               alone, a shield of N for its player's
%                               hero this turn (FAB-1343)
%       power_after_another_blue(N)   Spillover: +N power once its
%                               player has played another blue card this
%                               turn (card_texts_nuu_2.pl's reading of
%                               Rising Tide, FAB-1141, FAB-1142)
%       next_blue_attack_draws(N)   First Tenet of Chi: Moon: its
%                               player's next blue attack this turn draws
%                               N as it attacks (FAB-1346)
%       enters_alone_creates(Token)   Solitary Companion (FAB-1347)
%       enters_alone_counters(Amounts)   Single Minded Determination:
%                               +1 power counters by pitch (FAB-1348)
%       creates_then_alone_counters(Token, Amounts)   Spectral
%                               Manifestations (FAB-1349)
%       enters_with_counter_if_blue_pitched(N)   Waxing Specter (FAB-1350)

card_text_read("Second Tenet of Chi: Tide", power_after_turn_record("transcended", 2)).
card_text_read("Big Blue Sky", defense_per_blue_pitched(1)).
card_text_read("Moon Chakra", next_damage_prevented_transcended([3, 2, 1], [5, 4, 3])).
card_text_read("Battlefront Bastion", defends_alone_prevents_next(1)).
card_text_read("Spillover", power_after_another_blue(2)).
card_text_read("First Tenet of Chi: Moon", next_blue_attack_draws(1)).
card_text_read("Solitary Companion", enters_alone_creates("Spectral Shield")).
card_text_read("Single Minded Determination", enters_alone_counters([3, 2, 1])).
card_text_read("Spectral Manifestations", creates_then_alone_counters("Spectral Shield", [3, 2, 1])).
card_text_read("Waxing Specter", enters_with_counter_if_blue_pitched(1)).

                 /*******************************
                 *   SECOND TENET OF CHI: TIDE  *
                 *******************************/

rule('FAB-1340', effect, "Second Tenet of Chi: Tide: +2 power once its player has transcended this turn",
     "Second Tenet of Chi: Tide attacking for a player who has transcended this turn has +2 power: its chain link counts it (power_bonus) as it opens. Whether a player has transcended this turn is the turn's record in the state's effects ({kind: transcended, player}, FAB-1098): a position given in the middle of a turn says so there, and a position given in the middle of a chain says the power a link already has in its power_bonus (a card that transcends writes it, FAB-1400, and gives an attacking Tide its +2 at once); else the player has not, and it has its printed 5 power. Off the chain (in hand, defending) the text gives nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Second Tenet of Chi: Tide: \"If you've transcended this turn, this gets +2{p}.\" CR 5.4.7 (a static ability with a condition applies while it holds), 1.7.4 and 1.7.4a (a static ability of a card is functional on the combat chain as its attack, not while it defends), 8.5.48 and 8.5.48a (transcend: the player who controls the effect has transcended), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Once a player has transcended this turn they have for the rest of it, so the power, once counted, stays.")).

record_rule("transcended", 'FAB-1340').          % card_texts_rhinar_blitz.pl's record_read//5

record_reason_words("transcended", Who) -->     % card_texts_rhinar_blitz.pl's record_power_applied event
    [ "~w has transcended this turn"-[Who] ].

                 /*******************************
                 *         BIG BLUE SKY         *
                 *******************************/

rule('FAB-1341', effect, "Big Blue Sky: +1 defense for each blue card its player has pitched this turn",
     "Big Blue Sky (a defense reaction, cost 0, printed defense 2), defending a chain link, has +1 defense for each blue card its player (the defending player) has pitched this turn: the blue cards of their pitch zone, those pitched to pay for it or for other cards and abilities this turn among them. It is counted whenever the link's defense is read (the damage counts it), so a blue card pitched after it defends counts too; as the link's damage is dealt an event says so. In hand, or anywhere but on the combat chain, its text is not functional and its defense is the printed 2.",
     ruling("Скид - Карти потрапляють сюди, коли ви їх викидаєте, щоб отримати ресурсні очки.",
            "Big Blue Sky: \"This gets +1{d} for each blue card you've pitched this turn.\" CR 1.7.4 (a static ability of a defense reaction card is functional on the combat chain), 2.1.2 (a card's colour is its colour strip), 2.3.3 (effects modify defense), 1.14.3 and 3.14 (a pitched card goes to its player's pitch zone, a public zone, where it stays until the end phase, 4.4.3c), 7.5.2 (the damage is the attack's power less the total defense), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck reads the blue cards pitched this turn off the pitch zone, as Deep Blue Sea's (FAB-1096): a card an effect took from it this turn is not seen.")).

%!  enigma_defense_bonus(+State, +Card, -Bonus:integer) is det.
%
%   What Card's text read here adds to its defense now: Big Blue Sky's
%   +1 for each blue card of the defending player's pitch zone while it
%   defends (FAB-1341).  card_texts.pl's defending_defense/4 calls it.

enigma_defense_bonus(S, C, B) :-
    (   enigma_blue_defense(S, C, B0, _)
    ->  B = B0
    ;   B = 0
    ).

%   enigma_blue_defense(+S, +C, -Bonus, -Count): C, Big Blue Sky,
%   defends a link of S; its player has pitched Count blue cards.
enigma_blue_defense(S, C, B, K) :-
    text_read_name(C, Name),
    card_text_read(Name, defense_per_blue_pitched(N)),
    defended_link(S, C, L),                     % card_texts_fang.pl
    blue_pitched_count(S, L.defender, K),       % card_texts_nuu.pl (FAB-1096)
    B is N * K.

%!  enigma_defenses_applied(+State, +Link)// is det.
%
%   As Link's damage is dealt, an event for each Big Blue Sky defending
%   it whose blue cards add to its defense (FAB-1341); card_texts.pl's
%   text_defenses_applied//2 calls it.

enigma_defenses_applied(S, L) -->
    { findall(Id-B-K, ( member(C, L.defending),
                        enigma_blue_defense(S, C, B, K),
                        B > 0,
                        card_id(C, Id) ), Applied) },
    enigma_defense_events(Applied, L.defender).

enigma_defense_events([], _) --> [].
enigma_defense_events([Id-B-K|As], Who) -->
    [ event('FAB-1341', blue_pitched_defense, _{player:Who, card:Id, amount:B, blue:K}) ],
    enigma_defense_events(As, Who).

message(event(blue_pitched_defense, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w has +~d defense: ~w has pitched ~d blue card(s) this turn"-[L, F.amount, F.player, F.blue] ].

                 /*******************************
                 *          MOON CHAKRA         *
                 *******************************/

rule('FAB-1342', effect, "Moon Chakra: the next damage to its player's hero this turn, 3 of it prevented (5 once they have transcended)",
     "As Moon Chakra (an instant, cost 0) resolves, an effect waits for the next time its player's hero would be dealt damage this turn, of any kind (combat, arcane, a card's text): {kind: prevent_next_damage_event, player, amount, source}. The amount is 3 (red; 2 yellow, 1 blue), or, if its player has transcended this turn as it resolves (the turn's record transcended, FAB-1098), 5 (4 yellow, 3 blue). When that damage would be dealt it prevents up to that amount and is used up, whatever is left (Take it on the Chin's prevention, FAB-970, without its token): Ward permanents and shields are ordered with it as for FAB-697; damage that can't be prevented leaves it as it was. Not used by the end of the turn, it ends with it.",
     ruling("",
            "Moon Chakra: \"The next time you would be dealt damage this turn, prevent 3 of that damage. If you've transcended this turn, instead prevent 5.\" CR 6.4.10, 6.4.10c (a prevention that names no type of damage applies to every type) and 6.4.10i (a fixed-prevention effect applies to one damage event only), 6.5.5 (the player orders their prevention effects), 1.8.4 (a conditional effect, checked as it resolves), 8.5.48 and 8.5.48a (transcend), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  enigma_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, resolving for Player, does what its text read here says
%   (FAB-1342).  card_texts.pl's resolution_text//4 calls it.

enigma_resolution_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, next_damage_prevented_transcended(Amounts, Transcended)),
          card_prop(C, pitch, Pitch),
          (   turn_record(S0, "transcended", Who)     % card_texts_rhinar_blitz.pl
          ->  nth1(Pitch, Transcended, N), Why = true
          ;   nth1(Pitch, Amounts, N), Why = false
          ),
          card_id(C, Id),
          add_effect(S0, _{kind:"prevent_next_damage_event", player:Who, amount:N, source:Id}, S)
        }
    ->  [ event('FAB-1342', moon_chakra_prevention_made, _{player:Who, card:Id, amount:N, transcended:Why}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_blue_attack_draws(N)),
          card_id(C, Id),
          add_effect(S0, _{kind:"next_attack_draw", player:Who, amount:N, source:Id, color:"blue"}, S)
        }
    ->  [ event('FAB-1346', next_blue_attack_draw_made, _{player:Who, card:Id, amount:N}) ]
    ;   { text_read_name(C, Name),
          card_text_read(Name, creates_then_alone_counters(Token, Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          tokens_created(Id, Who, Who, [Token], S0, S1, [TId], More)   % tokens_created.pl
        }
    ->  (   { \+ enigma_other_illusionist_aura(S1, Who, TId, _) }
        ->  { enigma_counters_put(S1, Who, TId, N, S) },
            [ event('FAB-1349', spectral_manifested, _{player:Who, card:Id, token:TId, counters:N}) ]
        ;   { S = S1, enigma_other_illusionist_aura(S1, Who, TId, Other) },
            [ event('FAB-1349', spectral_manifested_not_alone, _{player:Who, card:Id, token:TId, other:Other}) ]
        ),
        tokens_more_made(Who, Id, More)
    ;   zen_resolution_text(S0, Who, C, S)      % card_texts_zen.pl (FAB-1365, FAB-1366)
    ).

message(event(moon_chakra_prevention_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    (   { F.transcended == true }
    ->  [ "~w resolves: ~w has transcended this turn, so the next time their hero would be dealt damage this turn, ~d of it is prevented"-[L, F.player, F.amount] ]
    ;   [ "~w resolves: the next time ~w's hero would be dealt damage this turn, ~d of it is prevented"-[L, F.player, F.amount] ]
    ).

                 /*******************************
                 *      BATTLEFRONT BASTION     *
                 *******************************/

rule('FAB-1343', effect, "Battlefront Bastion: defending alone, the next 1 damage to its player's hero this turn is prevented",
     "When Battlefront Bastion is declared as a defending card alone (the only card its player declares in that defend step), a prevention shield of 1 waits for its player's hero for the rest of the turn ({kind: prevent_next_damage, player, amount: 1, source: the Bastion}): the next 1 damage that would be dealt to that hero this turn, of any kind, is prevented, ordered beside Ward and other shields as FAB-697 says. Declared with one or more other cards (they defend together), it makes none; the defense reactions played later do not change that.",
     ruling("",
            "Battlefront Bastion: \"When this defends alone, prevent the next 1 damage that would be dealt to you this turn.\" CR 7.0.5e (exactly one card put onto a chain link as a defending card in one event defends alone; two or more in the same event defend together), 7.3.2 (defending cards are declared in the defend step), 6.6 (a triggered effect), 6.4.10 and 6.4.10j (a shielding-prevention effect prevents up to its amount from any number of damage events), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the defenders are declared, as it does Pack Call's (FAB-683).")).

%!  enigma_defend_text(+State0, +Player, +Cards:list, -State)// is det.
%
%   Player declared Cards as defenders: a Battlefront Bastion declared
%   alone makes its shield (FAB-1343).  effects.pl's effect(defend) calls
%   it.

enigma_defend_text(S0, Who, Cards, S) -->
    (   { Cards = [C],
          text_read_name(C, Name),
          card_text_read(Name, defends_alone_prevents_next(N)),
          card_id(C, Id),
          add_effect(S0, _{kind:"prevent_next_damage", player:Who, amount:N, source:Id}, S)
        }
    ->  [ event('FAB-1343', defends_alone_shield_made, _{player:Who, card:Id, amount:N}) ]
    ;   { S = S0 }
    ).

message(event(defends_alone_shield_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w defends alone: the next ~d damage that would be dealt to ~w's hero this turn is prevented"-[L, F.amount, F.player] ].

%   Spillover: "If you've played another blue card this turn, this gets
%   +2{p}." is Rising Tide's text, read once for both (card_texts_nuu_2.pl:
%   the turn's record of the blue cards played, FAB-1141, and the power,
%   FAB-1142, by the reading power_after_another_blue/1).

%!  enigma_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: the draw First Tenet of Chi: Moon
%   gives the next blue attack (FAB-1346).  card_texts_katsu_bravo.pl's
%   deck_attack_text//4 calls it.

enigma_attack_text(S0, Who, A, S) -->
    next_attack_draw_taken(S0, Who, A, S).

                 /*******************************
                 *   FIRST TENET OF CHI: MOON   *
                 *******************************/

rule('FAB-1346', effect, "First Tenet of Chi: Moon: the next blue attack this turn draws a card as it attacks",
     "As First Tenet of Chi: Moon (a non-attack action, cost 0) resolves, an effect waits for its player's next blue attack this turn ({kind: next_attack_draw, player, amount: 1, source, color: blue}): as an attack of a blue card of theirs becomes a chain link it gains \"When this attacks, draw a card.\", and they draw a card (the effect used up); an attack of another colour (a weapon's, which has none) leaves it waiting, and it ends with the turn (FAB-115). Several such effects give several draws to the same attack. Its go again is the keyword's.",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "First Tenet of Chi: Moon: \"Your next blue attack this turn gets 'When this attacks, draw a card.' Go again\" CR 1.7.3b (a resolution ability's effect is generated as the card resolves), 1.8.10 (your next attack), 2.1.2 (a card's colour is its colour strip; a weapon has none), 6.6 (the triggered effect the attack gains: it attacks as it becomes a chain link, 7.2.3), 8.5.6 (draw), 4.4.4 (this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the link opens, as it does Savage Feast's draw (FAB-556).")).

%   next_attack_draw_taken(+S0, +Player, +Attack, -S)//: Attack, Player's,
%   just attacked: each First Tenet of Chi: Moon effect that fits it (its
%   colour) is used up, and Player draws (FAB-1346).
next_attack_draw_taken(S0, Who, A, S) -->
    (   { effects(S0, Es0),
          nth0(_, Es0, E, Rest),
          get_dict(kind, E, "next_attack_draw"),
          get_dict(player, E, W), W == Who,
          colour_effect_fits_attack(E, A),      % card_texts_nuu.pl (FAB-1097)
          !,
          key_value(amount, E, 1, N),
          key_value(source, E, "", Src),
          card_id(A, AId),
          S1 = S0.put(effects, Rest)
        }
    ->  [ event('FAB-1346', next_blue_attack_draws, _{player:Who, attack:AId, source:Src, amount:N}) ],
        draw_cards(Who, N, Src, S1, S2),        % triggers.pl
        next_attack_draw_taken(S2, Who, A, S)
    ;   { S = S0 }
    ).

message(event(next_blue_attack_draw_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: ~w's next blue attack this turn gets \"When this attacks, draw a card.\""-[L, F.player] ].
message(event(next_blue_attack_draws, F, S0)) -->
    { event_card(S0, F.attack, L), event_card(S0, F.source, Src) },
    [ "~w attacks: it has \"When this attacks, draw a card.\" (~w), so ~w draws ~d card(s)"-[L, Src, F.player, F.amount] ].

                 /*******************************
                 *  ILLUSIONIST AURAS ENTERING  *
                 *******************************/

rule('FAB-1347', effect, "Solitary Companion: entering the arena with no other Illusionist aura, a Spectral Shield token",
     "When Solitary Companion (an aura, its Ward 1 the keyword's, FAB-524) resolves and enters its controller's arena, if they control no other Illusionist aura (a card of their arena, other than it, with the class Illusionist and the subtype Aura: a Spectral Shield token is one), a Spectral Shield token enters their arena (its id Solitary Companion's and -spectral-shield); with another, none does.",
     ruling("",
            "Solitary Companion: \"When this enters the arena, if you control no other Illusionist auras, create a Spectral Shield token. Ward 1\" CR 6.6 (a triggered effect; its condition is checked as it triggers and as it resolves), 8.2.2 (an aura is a permanent; it enters the arena as it resolves), 2.11 (the class Illusionist), 8.5.2 (create), 8.3.20 (Ward), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, after the card's own resolution, as Embolden's (FAB-773).")).

rule('FAB-1348', effect, "Single Minded Determination: entering the arena with no other Illusionist aura, +1 power counters on it",
     "When Single Minded Determination (an aura, its Ward 2 the keyword's) resolves and enters its controller's arena, if they control no other Illusionist aura (FAB-1347's), three +1 power counters are put on it (red; two yellow, one blue: its power_counters); with another, none. The counters add to the aura's power as it attacks (Cosmo, Scroll of Ancestral Tapestry and Iris of Reality make auras weapons: FAB-1570 ... FAB-1573).",
     ruling("",
            "Single Minded Determination: \"When this enters the arena, if you control no other Illusionist auras, put three +1{p} counters on this. Ward 2\" (two yellow, a blue). CR 6.6 (a triggered effect), 8.2.2 (an aura enters the arena as it resolves), 1.5.1 and 1.5.2 (counters; a +1{p} counter modifies the object's power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as Embolden's (FAB-773).")).

rule('FAB-1349', effect, "Spectral Manifestations: a Spectral Shield token, and +1 power counters on it with no other Illusionist aura",
     "As Spectral Manifestations (a non-attack action, cost 2) resolves, a Spectral Shield token enters its player's arena (its id the card's and -spectral-shield); then, if they control no other Illusionist aura than that token (FAB-1347's), three +1 power counters are put on the token (red; two yellow, one blue); with another, none. Its go again is the keyword's.",
     ruling("",
            "Spectral Manifestations: \"Create a Spectral Shield token, then if you control no other Illusionist auras, put three +1{p} counters on it. Go again\" (two yellow, a blue). CR 1.7.3b (a resolution ability), 8.5.2 (create), 1.8.4 (a conditional effect, checked as it resolves), 1.5.1 (counters), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1350', effect, "Waxing Specter: it enters the arena with a +1 power counter after a blue card pitched",
     "When Waxing Specter (an instant aura, cost 2; its Ward 3, 2, 1 the keyword's) resolves and enters its controller's arena, if they have pitched a blue card this turn (a blue card in their pitch zone, those pitched for it among them: pitched_blue/3, FAB-1094), it enters with a +1 power counter (its power_counters); else without.",
     ruling("Скид - Карти потрапляють сюди, коли ви їх викидаєте, щоб отримати ресурсні очки.",
            "Waxing Specter: \"If you've pitched a blue card this turn, this enters the arena with a +1{p} counter. Ward 3\" CR 6.4 (a replacement effect: the entering event is modified), 8.2.2 (an aura enters the arena as it resolves), 1.5.1 (counters), 1.14.3 and 3.14 (the pitch zone), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  enigma_entered_arena_text(+State0, +Player, +Card, -State)// is det.
%
%   Card resolved and entered Player's arena: Solitary Companion's token
%   (FAB-1347), Single Minded Determination's counters (FAB-1348),
%   Waxing Specter's counter (FAB-1350).  effects.pl's resolve_card//6
%   calls it.

enigma_entered_arena_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, enters_alone_creates(Token)),
          card_id(C, Id)
        }
    ->  (   { \+ enigma_other_illusionist_aura(S0, Who, Id, _),
              tokens_created(Id, Who, Who, [Token], S0, S, [TId], More) }   % tokens_created.pl
        ->  [ event('FAB-1347', alone_token_created, _{player:Who, card:Id, token:TId, name:Token}) ],
            tokens_more_made(Who, Id, More)
        ;   { S = S0, enigma_other_illusionist_aura(S0, Who, Id, Other) },
            [ event('FAB-1347', not_alone_nothing, _{player:Who, card:Id, other:Other}) ]
        )
    ;   { text_read_name(C, Name),
          card_text_read(Name, enters_alone_counters(Amounts)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id)
        }
    ->  (   { \+ enigma_other_illusionist_aura(S0, Who, Id, _) }
        ->  { enigma_counters_put(S0, Who, Id, N, S) },
            [ event('FAB-1348', alone_counters_put, _{player:Who, card:Id, counters:N}) ]
        ;   { S = S0, enigma_other_illusionist_aura(S0, Who, Id, Other) },
            [ event('FAB-1348', not_alone_nothing, _{player:Who, card:Id, other:Other}) ]
        )
    ;   { text_read_name(C, Name),
          card_text_read(Name, enters_with_counter_if_blue_pitched(N)),
          card_id(C, Id)
        }
    ->  (   { pitched_blue(S0, Who, Blue) }         % card_texts_nuu.pl (FAB-1094)
        ->  { enigma_counters_put(S0, Who, Id, N, S) },
            [ event('FAB-1350', entered_with_counter, _{player:Who, card:Id, counters:N, blue:Blue}) ]
        ;   { S = S0 }
        )
    ;   { S = S0 }
    ).

%   enigma_other_illusionist_aura(+S, +Player, +Id, -Other): Player
%   controls Other, an Illusionist aura of their arena other than Id.
enigma_other_illusionist_aura(S, Who, Id, Other) :-
    player(S, Who, P),
    key_value(arena, P, [], Arena),
    member(A, Arena),
    card_id(A, Other), Other \== Id,
    card_subtypes(A, Ss), memberchk("Aura", Ss),
    card_prop(A, classes, Cs), is_list(Cs), memberchk("Illusionist", Cs),
    !.

%   enigma_counters_put(+S0, +Player, +Id, +N, -S): N +1 power counters
%   are put on the card Id of Player's arena (its power_counters).
enigma_counters_put(S0, Who, Id, N, S) :-
    player(S0, Who, P0),
    key_value(arena, P0, [], Arena0),
    nth0(I, Arena0, A0, Rest),
    card_id(A0, Id0), Id0 == Id,
    !,
    key_value(power_counters, A0, 0, K0),
    K is K0 + N,
    nth0(I, Arena, A0.put(power_counters, K), Rest),
    set_player(S0, P0.put(arena, Arena), S).

message(event(alone_token_created, F, S0)) -->
    { event_card(S0, F.card, L), a_or_an(F.name, A) },
    [ "~w enters the arena: ~w controls no other Illusionist aura, so ~w ~w token (~w) is created in their arena"-[L, F.player, A, F.name, F.token] ].
message(event(not_alone_nothing, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.other, O) },
    [ "~w enters the arena: ~w controls another Illusionist aura (~w), so nothing more happens"-[L, F.player, O] ].
message(event(alone_counters_put, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w enters the arena: ~w controls no other Illusionist aura, so ~d +1 power counter(s) are put on it"-[L, F.player, F.counters] ].
message(event(spectral_manifested, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: a Spectral Shield token (~w) is created in ~w's arena, and with no other Illusionist aura ~d +1 power counter(s) are put on it"-[L, F.token, F.player, F.counters] ].
message(event(spectral_manifested_not_alone, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.other, O) },
    [ "~w resolves: a Spectral Shield token (~w) is created in ~w's arena; they control another Illusionist aura (~w), so no counter is put on it"-[L, F.token, F.player, O] ].
message(event(entered_with_counter, F, S0)) -->
    { event_card(S0, F.card, L), event_card(S0, F.blue, B) },
    [ "~w enters the arena with ~d +1 power counter: ~w has pitched a blue card this turn (~w)"-[L, F.counters, F.player, B] ].
