/*  Flesh and Blood: the texts of the Dromai Blitz Deck's cards.

    Part of game.pl, included after card_texts_kassai_2.pl, whose
    relations it extends (card_text_read/2 names every text read; a card
    whose whole text is read is modelled; kassai_text_rule/2 names the
    rule an event of a shared reading cites).  Read here (Flesh and Blood
    Comprehensive Rules, Legend Story Studios, as published February
    2026):

    - Sink Below: as it resolves (it becomes a defending card), its
      player may put a card from their hand on the bottom of their deck,
      and if they do, draws a card (FAB-960; the hand_to_bottom choice of
      Scour the Battlescape, its bottom move checked by FAB-575);
    - Healing Balm: its player gains 3 life (red), 2 (yellow) or 1 (blue)
      as it resolves (FAB-961; Sigil of Solace's reading, FAB-544);
    - Sweeping Blow: attacking, it creates an Ash token (FAB-962; Flock of
      the Feather Walkers' reading, FAB-553);
    - Lava Burst: its rupture, +3 power as chain link 4 or higher
      (FAB-963);
    - Dunebreaker Cenipai and Embermaw Cenipai: destroyed (by their
      phantasm, the one way rulecheck destroys an attack), they create an
      Ash token (FAB-964);
    - Ironhide Helm: defending, its player may pay 1 for +2 defense and
      its destruction as the chain closes (FAB-965; Ironhide Legs'
      reading, FAB-723: the defend_pay choice);
    - Deep Blue: its action ability, its cost a card of the hand put on
      the bottom of the deck (FAB-705's bottom, from the hand only:
      FAB-966) and Deep Blue destroyed, gains 3 resource points and go
      again (FAB-552's resolution);
    - Dromai: each red card her player pitches creates an Ash token
      (FAB-967); her dragons' go again while attacking is read in
      card_texts_storm.pl (FAB-1492: a dragon ally attacks by Storm of
      Sandikai's text).

    Ash is read in card_texts_finish2.pl (FAB-991).  The deck's other
    cards (the transforms of Billowing Mirage, Dustup, Rake the Embers,
    Skittering Sands and Silken Form, Oasis Respite, Red Hot, Storm of
    Sandikai) are not read: their text stays an assumption of the
    answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, kassai_text_rule/2, not_asked_words/2, text_abilities/2,
   broken/4, moot/3.

%   The texts read here (card_text_read/2):
%
%       defense_reaction_may_put_to_bottom_and_draw   Sink Below: "You may
%                               put a card from your hand on the bottom
%                               of your deck. If you do, draw a card."
%                               (FAB-960)
%       gain_life               Healing Balm: "Gain 3{h}" (red), "Gain
%                               2{h}" (yellow), "Gain 1{h}" (blue)
%                               (FAB-961, the reading of FAB-544)
%       attacking_creates("Ash")   Sweeping Blow: "When you attack with
%                               Sweeping Blow, create an Ash token." (its
%                               go again is the keyword's; FAB-962, the
%                               reading of FAB-553)

card_text_read("Sink Below", defense_reaction_may_put_to_bottom_and_draw).
card_text_read("Healing Balm", gain_life).
card_text_read("Sweeping Blow", attacking_creates("Ash")).

kassai_text_rule("Healing Balm", 'FAB-961').
kassai_text_rule("Sweeping Blow", 'FAB-962').
kassai_text_rule("Ironhide Helm", 'FAB-965').

                 /*******************************
                 *          SINK BELOW          *
                 *******************************/

rule('FAB-960', effect, "Sink Below: its player may put a card from hand on the bottom of the deck, then draws",
     "As Sink Below (its text read) resolves and becomes a defending card of the active chain link (FAB-311), its player, if they have a card in hand, chooses (the position's pending choice hand_to_bottom, its source Sink Below): a bottom move whose cards name one card of their hand puts it on the bottom of their deck, and they draw a card (none from an empty deck); a bottom move whose cards are empty does neither (FAB-574 resolves the answer, FAB-575 checks it). With no card in hand there is no choice and nothing happens. Not handled: where another choice already waits as it resolves, none is asked and nothing is put, and an event says so.",
     ruling("",
            "Sink Below: \"You may put a card from your hand on the bottom of your deck. If you do, draw a card.\" CR 8.1.3b (a defense reaction resolves as a defending card of the active chain link), 1.8.3 and 1.8.3a (an optional effect: the player chooses), 1.8.3b (one that cannot be generated, with no card in hand, is not offered), 1.8.4 (\"if you do\": the draw only after the card is put), 1.8.6 (the player determines the card as the effect is generated), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck asks once the card defends: between the two nothing reads the hand or the deck, so the position after the answer is the one the CR's order makes.")).

%!  sink_below_text(+State0, +Player, +Card, -State)// is det.
%
%   The defense reaction Card resolved and defends: if its text is Sink
%   Below's and Player has a card in hand, the position waits for their
%   choice of a card to put on the bottom of their deck (FAB-960).

sink_below_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, defense_reaction_may_put_to_bottom_and_draw),
          \+ game_over(S0, _),
          player(S0, Who, P),
          P.hand \== [],
          card_id(C, Id)
        }
    ->  (   { \+ pending(S0, _) }
        ->  { S = S0.put(pending, _{choice:"hand_to_bottom", player:Who, controller:Who, source:C}) },
            [ event('FAB-960', hand_to_bottom_waits, _{player:Who, card:Id}) ]
        ;   { S = S0 },                         % another choice waits: not handled, and said
            [ event('FAB-960', choice_not_asked, _{player:Who, card:Id, choice:"hand_to_bottom"}) ]
        )
    ;   { S = S0 }
    ).

not_asked_words("hand_to_bottom", "whether to put a card from their hand on the bottom of their deck and draw").

                 /*******************************
                 *         HEALING BALM         *
                 *******************************/

rule('FAB-961', effect, "Healing Balm: its player gains life",
     "When Healing Balm (its text read) resolves, its controller's hero gains 3 life (red), 2 (yellow) or 1 (blue), as Sigil of Solace's (FAB-544); it then goes to the graveyard (FAB-311).",
     ruling("",
            "Healing Balm: \"Gain 3{h}\" (red), \"Gain 2{h}\" (yellow), \"Gain 1{h}\" (blue). CR 1.7.3b (a resolution ability generates its effects as its layer resolves), 1.13.4a (a player gains life from effects that increase their hero's life total), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

                 /*******************************
                 *         SWEEPING BLOW        *
                 *******************************/

rule('FAB-962', effect, "Sweeping Blow: attacking, it creates an Ash token",
     "When a player attacks with Sweeping Blow (its text read; it becomes the attack of a new chain link), an Ash token is created in their arena (its id: the attack's id and \"-ash\", numbered if that is taken), as Flock of the Feather Walkers' Quicken (FAB-553). The Ash's own text is not read here: a position that holds it stays an assumption of the answers, or makes them unknown (FAB-119). Its go again is the keyword's (FAB-309).",
     ruling("Коли ви граєте або активуєте атаку, починається бій",
            "Sweeping Blow: \"When you attack with Sweeping Blow, create an Ash token. Go again\" CR 6.6 (a triggered effect), 7.2.3 (the attack becomes attacking as its chain link opens), 1.3.4 and 8.5.2 (a token is created in its controller's arena), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it does Flock of the Feather Walkers' token (FAB-553).")).

                 /*******************************
                 *          LAVA BURST          *
                 *******************************/

card_text_read("Lava Burst", rupture_power(4, 3)).

rule('FAB-963', effect, "Lava Burst's rupture: as chain link 4 or higher, +3 power",
     "When Lava Burst (its text read) is played as chain link 4 or higher (its chain link opens as the 4th or a later link of the combat chain), its chain link's power_bonus gains 3; as chain link 1, 2 or 3 it gains nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Lava Burst: \"Rupture - If Lava Burst is played as chain link 4 or higher, it has +3{p}.\" CR 8.4.6 (rupture: if this is played as chain link 4 or higher), 7.0.3a (an attack becomes chain link N+1), 5.4.7 (a static ability with a condition), 2.0.3a (an effect modifies power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck counts the power as the link opens: which link it was played as does not change while it is active.")).

%!  dromai_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened, the last of State0's chain: its
%   rupture's power, played as chain link Min or higher (FAB-963).

dromai_attack_text(S0, Who, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, rupture_power(Min, N)),
          chain_open(S0),
          length(S0.chain.links, K),
          K >= Min
        }
    ->  link_power_gained(S0, Who, A, 'FAB-963', rupture_link_power, _{link:K}, N, S)   % card_texts_benji_blitz.pl
    ;   { S = S0 }
    ).

message(event(rupture_link_power, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w is chain link ~d (rupture): it has +~d power"-[L, F.link, F.power] ].

                 /*******************************
                 *      THE CENIPAI DESTROYED    *
                 *******************************/

card_text_read("Dunebreaker Cenipai", destroyed_creates("Ash")).
card_text_read("Embermaw Cenipai", destroyed_creates("Ash")).

rule('FAB-964', effect, "Dunebreaker and Embermaw Cenipai: destroyed, they create an Ash token",
     "When Dunebreaker Cenipai or Embermaw Cenipai (its text read) is destroyed, an Ash token is created in its controller's arena (its id: the card's id and \"-ash\", numbered if that is taken). rulecheck destroys an attack only by its phantasm (FAB-511: a non-Illusionist attack action card with 6 or more power defends it), and the token is created as the attack goes to the graveyard, before the combat chain closes; their phantasm and go again are the keywords' (FAB-511, FAB-309). The Ash's own text is not read here (FAB-119).",
     ruling("",
            "Dunebreaker Cenipai: \"Phantasm. When Dunebreaker Cenipai is destroyed, create an Ash token. Go again\"; Embermaw Cenipai: \"Phantasm. When Embermaw Cenipai is destroyed, create an Ash token.\" CR 8.3.13 (phantasm: destroy this), 8.5.4 (destroy: the object goes to its owner's graveyard), 6.6 (a triggered effect acts on its event), 1.3.4 and 8.5.2 (a token is created in its controller's arena), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as it resolves phantasm's (FAB-511): nothing rulecheck reads could respond to it or change the token.")).

%!  destroyed_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, Player's, was destroyed: a token its text creates enters
%   Player's arena (FAB-964).

destroyed_text(S0, Who, C, S) -->
    (   { text_read_name(C, Name),
          card_text_read(Name, destroyed_creates(Token)),
          card_id(C, Id),
          tokens_created(Id, Who, Who, [Token], S0, S, [TId], More)   % tokens_created.pl
        }
    ->  [ event('FAB-964', destroyed_token_created, _{player:Who, card:TId, name:Token, by:Id}) ],
        tokens_more_made(Who, Id, More)
    ;   { S = S0 }
    ).

message(event(destroyed_token_created, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w is destroyed: ~w creates ~w token (~w)"-[By, F.player, F.name, F.card] ].

                 /*******************************
                 *         IRONHIDE HELM        *
                 *******************************/

card_text_read("Ironhide Helm", defend_pay_defense(1, 2)).

rule('FAB-965', effect, "Ironhide Helm: defending, its player may pay 1 for +2 defense, and it is destroyed as the chain closes",
     "When a player declares Ironhide Helm (its text read) as a defending card, they may pay 1 resource point, as for Ironhide Legs (FAB-723, the pending choice defend_pay, its source the Helm): paid, the Helm gains +2 defense while it defends (the chain link's defense_bonus) and \"When the combat chain closes, destroy Ironhide Helm\" (the effect destroy_at_chain_close): as the chain closes it goes to its owner's graveyard instead of the equipment zone; declined, nothing happens; where the player cannot pay from what the position shows, nothing waits. Not handled: where the Helm and Ironhide Legs defend together, only the first of them in the defend move is asked, and an event says the other is not (rulecheck asks one choice at a time).",
     ruling("Кладовище - Якщо карта знищена, викинута або захищається, вона потрапляє на кладовище.",
            "Ironhide Helm: \"When you defend with Ironhide Helm, you may pay {r}. If you do, it gains +2{d} and 'When the combat chain closes, destroy Ironhide Helm.'\" CR 7.3.2 (defending cards are declared in the defend step), 6.6 (a triggered effect), 1.8.4 (a conditional effect: \"if you do\"), 1.14 (paying resource points, pitching), 2.3.3 (effects modify defense), 7.7.3 (as the combat chain closes its triggers resolve), 8.5.4 (destroy: to the owner's graveyard), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   others_not_asked(+Cards, +Asked, +Player)//: of the defending Cards,
%   those other than Asked whose text also asks a payment as they defend
%   are not asked (one choice waits at a time): an event says so for each
%   (FAB-965).
others_not_asked(Cards, Asked, Who) -->
    { card_id(Asked, AId),
      findall(Id, ( member(C, Cards), defend_payment(C, _, _),     % card_texts_uzuri.pl
                    card_id(C, Id), Id \== AId ), Ids) },
    others_not_asked_(Ids, Who).

others_not_asked_([], _) --> [].
others_not_asked_([Id|Ids], Who) -->
    [ event('FAB-965', choice_not_asked, _{player:Who, card:Id, choice:"defend_pay"}) ],
    others_not_asked_(Ids, Who).

not_asked_words("defend_pay", "whether to pay 1 for its +2 defense").

                 /*******************************
                 *           DEEP BLUE          *
                 *******************************/

card_text_read("Deep Blue", ability_bottom_from_hand_gain_resources(3)).

%   Its one ability: an action (an action point, go again), its cost a
%   card of the hand put on the bottom of the deck (bottom, from the hand
%   only) and Deep Blue destroyed; it resolves into 3 resource points
%   (FAB-552's gain_resources).
text_abilities("Deep Blue",
               [_{type:"action", limit:"none", cost:0, effect:"gain_resources", amount:3,
                  go_again:true, destroy_self:true, bottom:1, bottom_from:"hand"}]).

rule('FAB-966', constraint, "Deep Blue's cost puts a card of the hand on the bottom of the deck",
     "Deep Blue's action ability (its text read) is activated by putting a card from its player's hand on the bottom of their deck, named in the activate move's `bottom` (FAB-705 checks that one card is named, not one pitched for the same activation), and destroying Deep Blue (to the graveyard); a card of the arsenal cannot pay it, and with no card left in hand it cannot be activated. It costs an action point (FAB-403); as it resolves its player gains 3 resource points (FAB-552's resolution) and, with go again, an action point back (FAB-309).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Deep Blue: \"Action - Put a card from your hand on the bottom of your deck, destroy Deep Blue: Gain {r}{r}{r}. Go again\" CR 5.2.1 and 5.2.1c (an activated ability's cost and effect), 5.1.9 (effect-costs are paid as the ability is activated), 5.2.2b (a cost that cannot be paid cannot be), 1.13.3a (an effect that grants resource points), 8.3.5 (go again), 8.5.4 (destroy), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

broken('FAB-966', S, M, ability_bottom_not_in_hand(Who, Id)) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, _, Ab),          % position.pl
    get_dict(bottom_from, Ab, "hand"),
    get_dict(name, P, Who),
    key_value(bottom, M, [], Bs),
    member(Id, Bs),
    \+ card_in(P, hand, Id, _),
    !.

%   FAB-966 concerns only activating an ability whose cost puts a card of
%   the hand on the bottom (rc_explain.pl).
moot('FAB-966', S, M) :-
    \+ ( get_dict(action, M, "activate"),
         activated_ability(S, M, _, _, Ab),
         get_dict(bottom_from, Ab, "hand") ).

message(ability_bottom_not_in_hand(Who, Id)) -->
    [ "~w is not a card of ~w's hand: Deep Blue's cost puts a card from the hand on the bottom of the deck"-[Id, Who] ].

                 /*******************************
                 *            DROMAI            *
                 *******************************/

card_text_read("Dromai", pitch_red_creates("Ash")).

rule('FAB-967', effect, "Dromai: each red card her player pitches creates an Ash token",
     "Whenever the player whose hero is Dromai (her text read, her abilities not lost: Crush Confidence, FAB-624) pitches a red card (its printing's colour) for any cost of a move (a card played, an ability activated, a payment a choice asks: FAB-308), an Ash token is created in their arena for each such card (its id: the pitched card's id and \"-ash\", numbered if that is taken), as the move's other effects are done. Her second paragraph, \"If you've played a red card this turn, dragons you control have go again while attacking\", is FAB-1492's (a dragon ally attacks by Storm of Sandikai's text, FAB-1490). The Ash's own text is not read here (FAB-119).",
     ruling("",
            "Dromai: \"Whenever you pitch a red card, create an Ash token. If you've played a red card this turn, dragons you control have go again while attacking.\" CR 1.14.3 (pitching a card to gain its resource points), 6.6 (a triggered effect acts on its event), 1.3.4 and 8.5.2 (a token is created in its controller's arena), 2.13 (a hero's abilities), 1.3.2b (allies and tokens are permanents, not deck-cards that attack), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the cost is paid, as it resolves the tokens of FAB-553: no text it reads could respond to it or count the Ash before the card paid for resolves.")).

%!  pitch_text(+State0, +State1, -State)// is det.
%
%   A move took State0 to State1: for each red card its player pitched
%   (in State1's pitch zone of theirs, not in State0's) whose hero is
%   Dromai, her text read and her abilities not lost, an Ash token enters
%   their arena (FAB-967).

pitch_text(S0, S1, S) -->
    { findall(Who-Cs, ( member(P1, S1.players),
                        Who = P1.name,
                        text_read_name(P1.hero, HName),
                        card_text_read(HName, pitch_red_creates(_)),
                        \+ hero_abilities_lost(S1, Who),   % card_texts_bravo.pl (FAB-624)
                        player(S0, Who, P0),
                        key_value(pitch, P0, [], Before),
                        key_value(pitch, P1, [], After),
                        findall(C, ( member(C, After), red_card(C),   % card_texts_fai_prism.pl
                                     card_id(C, Id),
                                     \+ ( member(B, Before), card_id(B, Id0), Id0 == Id ) ), Cs),
                        Cs \== [] ), Pitched) },
    pitched_ash(Pitched, S1, S).

pitched_ash([], S, S) --> [].
pitched_ash([Who-Cs|More], S0, S) -->
    { player(S0, Who, P), text_read_name(P.hero, HName), card_text_read(HName, pitch_red_creates(Token)) },
    pitched_ash_(Cs, Who, Token, S0, S1),
    pitched_ash(More, S1, S).

pitched_ash_([], _, _, S, S) --> [].
pitched_ash_([C|Cs], Who, Token, S0, S) -->
    { card_id(C, Id),
      tokens_created(Id, Who, Who, [Token], S0, S1, [TId], More)   % tokens_created.pl
    },
    [ event('FAB-967', pitch_token_created, _{player:Who, card:TId, name:Token, by:Id}) ],
    tokens_more_made(Who, Id, More),
    pitched_ash_(Cs, Who, Token, S1, S).

message(event(pitch_token_created, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w pitches ~w, a red card: Dromai creates ~w token (~w)"-[F.player, By, F.name, F.card] ].
