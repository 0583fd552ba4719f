/*  Blood Bound: what a move does, and how the game ends.

    Part of game.pl.  next//3 is a DCG over the move's events:
    each event(RuleId, Kind, Fields) names the rule that caused it.
*/

                 /*******************************
                 *            EFFECTS           *
                 *******************************/

%!  next(+State0, +Move, -State)// is det.

next(S0, M, S) -->
    { atom_string(Action, M.action) },
    effect(Action, S0, M, S).

%   --- the dagger ----------------------------------------------------------

rule('BB-206', effect, "Declaring an attack",
     "The attacker names the target; the intervention window opens (the target then accepts an offer or declines).",
     seed("Для атаки, текущий игрок указывает кинжалом на другого игрока и объявляет его своей целью. ... 2. Запрос вмешательства")).

effect(attack, S0, M, S) -->
    { P = M.player,
      T = M.target,
      put_dict(pending, S0,
               _{attacker:P, target:T, stage:"offers", offers:[], intervener:null},
               S)
    },
    [ event('BB-206', attack_declared, _{attacker:P, target:T}) ].

rule('BB-207', effect, "Passing the dagger",
     "The named player receives the dagger and becomes the current player.",
     seed("Текущий игрок отдает кинжал любому другому игроку, который становится новым текущим игроком.")).

effect(pass, S0, M, S) -->
    { P = M.player,
      To = M.to,
      put_dict(dagger, S0, To, S)
    },
    [ event('BB-207', dagger_passed, _{from:P, to:To}) ].

rule('BB-208', effect, "The dagger goes to the wounded player",
     "When an attack is resolved the dagger passes to the player the attack wounded: the intervener if one intervened, otherwise the target; the Assassin and the Mentalist instead give it to the player their ability wounded.",
     seed("Затем текущий игрок отдает кинжал атакованному игроку ... В конце текущий игрок отдает кинжал вмешавшемуся игроку ... Затем убийца передает кинжал этому игроку. ... Затем Менталист отдает кинжал этому игроку.")).

%   end_attack(+State0, -State)//: the attack is over; the dagger goes to
%   the player it wounded (the attack's dagger_to).
end_attack(S0, S) -->
    { pending_value(S0, dagger_to, To),
      ( dagger_holder(S0, D) -> true ; D = null ),
      put_dict(_{dagger:To, pending:null}, S0, S)
    },
    [ event('BB-208', attack_ended, _{from:D, dagger_to:To}) ].

%   --- intervention --------------------------------------------------------

effect(offer, S0, M, S) -->
    { P = M.player,
      pending_value(S0, offers, Offers0),
      append(Offers0, [P], Offers),
      set_pending(S0, [offers-Offers], S),
      ( pending_value(S0, target, T) -> true ; T = null )
    },
    [ event('BB-301', offered, _{player:P, target:T}) ].

rule('BB-307', effect, "The intervener takes the wound",
     "If the target accepts an offer, the intervener suffers the wound instead; if he declines, he suffers it himself.",
     seed("Если атакованный игрок принимает предложение вмешательства, вмешивающийся игрок получает рану вместо атакованного игрока.")).

effect(accept, S0, M, S) -->
    { pending_value(S0, attacker, A),
      I = M.intervener,
      set_pending(S0, [intervener-I], S1)
    },
    [ event('BB-307', intervention_accepted, _{target:M.player, intervener:I, attacker:A}) ],
    begin_wound(S1, I, "attack", A, 1, I, S).
effect(decline, S0, M, S) -->
    { pending_value(S0, attacker, A),
      P = M.player
    },
    [ event('BB-307', intervention_declined, _{target:P, attacker:A}) ],
    begin_wound(S0, P, "attack", A, 1, P, S).

wound_rule("attack", 'BB-307').

%   --- wounds ----------------------------------------------------------------

rule('BB-407', effect, "The fourth wound captures",
     "A player who already has three wounds and suffers another is captured at once (he takes no token) and the game ends.",
     seed("Если игрок получает четвертую рану, он считается захваченным. ... игра немедленно заканчивается.")).

%!  begin_wound(+S0, +Player, +Source, +By, +Wounds, +DaggerTo, -S)// is det.
%
%   Player is to suffer Wounds wounds from Source, dealt by By.  A player
%   who already has three wounds is captured at once and takes no token.

begin_wound(S0, W, Source, By, N, To, S) -->
    (   { wounds(S0, W, 3) }
    ->  { put_dict(_{captured:_{player:W, by:By, source:Source}, pending:null}, S0, S) },
        [ event('BB-407', captured, _{player:W, by:By, source:Source}) ],
        capture_events(S)
    ;   { set_pending(S0, [stage-"wound", wounded-W, source-Source, by-By,
                           wounds-N, dagger_to-To], S),
          wound_rule(Source, Rule)
        },
        [ event(Rule, wound, _{player:W, source:Source, by:By, wounds:N}) ]
    ).

%   wound_rule(?Source, ?RuleId): the rule by which a wound of Source is
%   dealt (beside each source's effect).

rule('BB-408', effect, "Taking a token",
     "The token moves from the supply onto the wounded player's card; it counts as one wound.",
     seed("Для этого он берет один жетон из запаса и размещает поверх своей перевернутой картой персонажа")).
rule('BB-509', effect, "Ability wounds are not attacks",
     "A wound an ability deals opens no intervention window, and a player who reveals his rank by it does not use his ability.",
     seed("Заметка: умение, которое наносит игроку рану не считается атакой. (старейший с 2мя ранами на него применяет способность убийца, старейший не может применить умение игла, так как умение убийца нанести 2 раны не считается атакой)")).

effect(take_token, S0, M, S) -->
    { W = M.player,
      Token = M.token,
      (   affiliation_kind(Token), supply_tokens(S0, Token, 0)
      ->  Proxy = true                          % the supply has none: BB-406
      ;   Proxy = false
      ),
      add_token(S0, W, Token, S1),
      wounds(S1, W, NW)
    },
    [ event('BB-408', token_taken, _{player:W, token:Token, wounds:NW}) ],
    (   { Proxy == true }
    ->  [ event('BB-406', proxy_token, _{player:W, token:Token}) ]
    ;   []
    ),
    sword_check(S1, W, S2),
    { pending_value(S2, source, Source),
      pending_value(S2, wounds, N),
      pending_value(S2, by, By),
      pending_value(S2, dagger_to, To)
    },
    (   { Source == "attack", Token == "rank" }
    ->  { set_pending(S2, [stage-"ability", user-W], S) },
        [ event('BB-501', ability_step, _{player:W}) ]
    ;   (   { Token == "rank" }                 % revealed by an ability's wound
        ->  [ event('BB-509', no_ability_step, _{player:W, source:Source}) ]
        ;   []
        ),
        (   { N > 1 }
        ->  { N1 is N - 1 },
            begin_wound(S2, W, Source, By, N1, To, S)
        ;   end_attack(S2, S)
        )
    ).

rule('BB-561', effect, "The Sword's third wound",
     "When the player holding a Sword suffers his third wound, that Sword and every Shield of its colour return to the supply.",
     seed("Когда Страж с картой «Sword-Меч» получает третью рану, он и все игроки, которых он защищает, возвращают в запас карты «Sword-Меч» и «Shield-Щит» одного цвета.")).

%   sword_check(+S0, +Player, -S)//: the Sword holder's third wound returns
%   the Sword and every Shield of its colour.
sword_check(S0, W, S) -->
    (   { wounds(S0, W, 3),
          member(Colour, ["1", "2"]),
          string_concat("sword-", Colour, Sword),
          holds_card(S0, W, Sword)
        }
    ->  { string_concat("shield-", Colour, Shield),
          players(S0, Ps0),
          findall(N, ( member(P, Ps0), record_cards(P, Cs), memberchk(Shield, Cs),
                       get_dict(name, P, N) ), Holders),
          maplist({Sword, Shield}/[P0, P]>>( record_cards(P0, Cs0),
                             exclude({Sword, Shield}/[C]>>memberchk(C, [Sword, Shield]), Cs0, Cs),
                             put_dict(cards, P0, Cs, P) ), Ps0, Ps),
          put_dict(players, S0, Ps, S)
        },
        [ event('BB-561', sword_returned, _{player:W, sword:Sword, shield:Shield, shield_holders:Holders}) ]
    ;   { S = S0 }
    ).

%   --- abilities --------------------------------------------------------------

rule('BB-505', effect, "Declining an ability",
     "The player may decline to use his ability; the attack then ends and the dagger passes.",
     seed("Затем он может применить свою способность.")).

effect(skip, S0, M, S) -->
    [ event('BB-505', ability_declined, _{player:M.player}) ],
    end_attack(S0, S).

rule('BB-510', effect, "Elder: the Quill",
     "The Elder takes a Quill; his clan's leader is now its highest-ranked character.",
     seed("Старший берет карту умения «Quill - Игла» ... Старший больше не является лидером своего клана. Новым лидером клана является персонаж с самым высоким номером")).

effect(quill, S0, M, S) -->
    { P = M.player,
      give_card_once(S0, P, "quill", S1, Taken),
      (   player_clan(S1, P, Clan), clan_leader(S1, Clan, L)
      ->  true
      ;   Clan = null, L = null
      )
    },
    [ event('BB-510', quill, _{player:P, card_taken:Taken, clan:Clan, leader:L}) ],
    end_attack(S1, S).

rule('BB-520', effect, "Assassin: two wounds",
     "The Assassin makes any other player suffer two wounds, one after the other, then gives the dagger to that player.",
     seed("Силы убийцы наносят любому игроку 2 раны. Затем убийца передает кинжал этому игроку.")).

effect(assassinate, S0, M, S) -->
    begin_wound(S0, M.victim, "assassin", M.player, 2, M.victim, S).

wound_rule("assassin", 'BB-520').

rule('BB-530', effect, "Harlequin: looks at two cards",
     "The Harlequin secretly looks at two other players' character cards; the position does not change.",
     seed("Шут выбирает двух любых игроков. Затем скрытно смотрит на их обе карты персонажей")).

effect(look, S0, M, S) -->
    [ event('BB-530', cards_seen, _{player:M.player, players:M.players}) ],
    end_attack(S0, S).

rule('BB-541', effect, "Alchemist: heal",
     "The protected player returns one of his tokens (his choice) to the supply; if it is his rank token he may use his ability again the next time he takes it.",
     seed("При лечении раны игрок, за которого вмешался Алхимик, возвращает один любой из своих жетонов в запас. Если вылеченный игрок вернул свой жетон ранга в запас, то он может использовать своё умение снова")).

effect(heal, S0, M, S) -->
    { P = M.player,
      ( protected_player(S0, T) -> true ; T = null ),
      set_pending(S0, [stage-"heal", user-P], S)
    },
    [ event('BB-541', heal_chosen, _{player:P, healed:T}) ].
effect(return_token, S0, M, S) -->
    { P = M.player,
      Token = M.token,
      remove_token(S0, P, Token, S1)
    },
    [ event('BB-541', token_returned, _{player:P, token:Token}) ],
    end_attack(S1, S).

rule('BB-542', effect, "Alchemist: wound",
     "The protected player suffers one wound (not an attack); the dagger still goes to the Alchemist.",
     seed("После вмешательства он вынуждает игрока (за которого вмешался) получить одну рану ИЛИ вылечить одну рану (на выбор Алхимика).")).

effect(wound, S0, M, S) -->
    { pending_value(S0, target, T) },
    begin_wound(S0, T, "alchemist", M.player, 1, M.player, S).

wound_rule("alchemist", 'BB-542').

rule('BB-550', effect, "Mentalist: one wound, the rank token",
     "The Mentalist makes any other player suffer one wound, taking his rank token if it is hidden; a player with three wounds is captured. Then the Mentalist gives that player the dagger.",
     seed("Силы Менталиста наносят любому игроку одну рану. Этот игрок должен взять свой жетон ранга. Затем Менталист отдает кинжал этому игроку. ... Если игрок уже имел 3 раны, то он считает захваченным.")).

effect(compel, S0, M, S) -->
    begin_wound(S0, M.victim, "mentalist", M.player, 1, M.victim, S).

wound_rule("mentalist", 'BB-550').

rule('BB-560', effect, "Guardian: Shield and Sword",
     "The Guardian gives a Shield to another player and takes the Sword of the same colour (a second use gives another Shield of his Sword's colour).",
     seed("Страж дает одну карту умения «Shield - Щит» одному игроку и берет карту умения «Sword Меч» того же цвета для себя.")).

effect(guard, S0, M, S) -->
    { P = M.player,
      R = M.recipient,
      guard_colour(S0, P, Colour),
      string_concat("shield-", Colour, Shield),
      string_concat("sword-", Colour, Sword),
      give_card(S0, R, Shield, S1),
      give_card_once(S1, P, Sword, S2, Taken)
    },
    [ event('BB-560', shield_given, _{player:P, recipient:R, shield:Shield, sword:Sword, sword_taken:Taken}) ],
    end_attack(S2, S).

rule('BB-570', effect, "Berserker: wounds the attacker",
     "The Berserker makes the player who made the attack suffer one wound, also when the Berserker intervened. The dagger then goes to the Berserker.",
     ruling("Берсерк наносит одну рану игроку, который его атаковал. Умение может быть использовано и при вмешательстве берсерка в чужой бой.",
            "The seed does not say where the dagger goes after the Berserker's ability; unlike the Assassin and Mentalist it gives no instruction, so the ordinary rule holds (6. Передача кинжала игроку, которому нанесли рану): the Berserker, whom the attack wounded, receives it.")).

effect(berserk, S0, M, S) -->
    { pending_value(S0, attacker, A),
      pending_value(S0, dagger_to, To)
    },
    begin_wound(S0, A, "berserker", M.player, 1, To, S).

wound_rule("berserker", 'BB-570').

rule('BB-580', effect, "Mage: Staffs",
     "The Mage gives a Staff to another player and takes one for himself unless he already holds one.",
     seed("Маг дает карту умения «Stuff - Вещь» выбранному игроку и берет карту умения «Stuff - Вещь» для себя. ... Если Маг использует это умение второй раз, брать вторую карту не нужно.")).

effect(staff, S0, M, S) -->
    { P = M.player,
      R = M.recipient,
      give_card(S0, R, "staff", S1),
      give_card_once(S1, P, "staff", S2, Taken)
    },
    [ event('BB-580', staff_given, _{player:P, recipient:R, staff_taken:Taken}) ],
    end_attack(S2, S).

rule('BB-590', effect, "Courtesan: the Fan",
     "The Courtesan gives a Fan to another player.",
     seed("Куртизанка дает карту умения «Fan - Поклонник» другому игроку.")).

effect(fan, S0, M, S) -->
    { P = M.player,
      R = M.recipient,
      give_card(S0, R, "fan", S1)
    },
    [ event('BB-590', fan_given, _{player:P, recipient:R}) ],
    end_attack(S1, S).

rule('BB-595', effect, "Inquisitor: the curses",
     "The Inquisitor deals every curse card in the supply face down, each to a different other player.",
     seed("Когда Инквизитор использует свое свойство, он берет все карты проклятий из колоды, смотрит на них и раздает их в закрытую другим игрокам по своему выбору. Инквизитор должен дать по одной карте каждому игроку")).

effect(curse, S0, M, S) -->
    { (   get_dict(true_curse, M, T)
      ->  give_card(S0, T, "curse-true", S1)
      ;   S1 = S0, T = null
      ),
      ( get_dict(false_curses, M, Fs) -> true ; Fs = [] ),
      foldl([F, A0, A]>>give_card(A0, F, "curse-false", A), Fs, S1, S2),
      put_dict(curse_supply, S2, _{true:0, false:0}, S3)
    },
    [ event('BB-595', curses_dealt, _{player:M.player, true_curse:T, false_curses:Fs}) ],
    end_attack(S3, S).

%   --- changing the position ----------------------------------------------

set_pending(S0, Pairs, S) :-
    get_dict(pending, S0, A0),
    foldl([K-V, D0, D]>>put_dict(K, D0, V, D), Pairs, A0, A),
    put_dict(pending, S0, A, S).

update_player(S0, Name, Goal, S) :-
    players(S0, Ps0),
    maplist({Name, Goal}/[P0, P]>>( get_dict(name, P0, N),
                       (   N == Name -> call(Goal, P0, P) ; P = P0 ) ),
            Ps0, Ps),
    put_dict(players, S0, Ps, S).

add_token(S0, W, Token, S) :-
    update_player(S0, W, {Token}/[P0, P]>>( get_dict(tokens, P0, Ts0),
                                    append(Ts0, [Token], Ts),
                                    put_dict(tokens, P0, Ts, P) ), S1),
    change_supply(S1, Token, -1, S).

remove_token(S0, W, Token, S) :-
    update_player(S0, W, {Token}/[P0, P]>>( get_dict(tokens, P0, Ts0),
                                    list_without(Ts0, Token, Ts),
                                    put_dict(tokens, P0, Ts, P) ), S1),
    change_supply(S1, Token, 1, S).

%   The supply after a token of Token's kind was taken (-1) or returned
%   (+1), the players' tokens already updated.  It never goes below 0 (a
%   token taken from an empty supply is a proxy: BB-406) nor above what the
%   box leaves off the cards (a returned proxy goes back out of the game).
change_supply(S0, Token, Delta, S) :-
    (   affiliation_kind(Token)
    ->  get_dict(supply, S0, Sup0),
        atom_string(K, Token),
        ( get_dict(K, Sup0, N0) -> true ; N0 = 0 ),
        box_tokens(Token, Box),
        tokens_on_cards(S0, Token, Held),
        N is max(0, min(N0 + Delta, Box - Held)),
        put_dict(K, Sup0, N, Sup),
        put_dict(supply, S0, Sup, S)
    ;   S = S0
    ).

tokens_on_cards(S, Kind, Held) :-
    players(S, Ps),
    foldl(count_kind(Kind), Ps, 0, Held).

count_kind(Kind, P, C0, C) :-
    get_dict(tokens, P, Ts),
    include(==(Kind), Ts, H),
    length(H, K),
    C is C0 + K.

give_card(S0, Name, Card, S) :-
    update_player(S0, Name, {Card}/[P0, P]>>( ( get_dict(cards, P0, Cs0) -> true ; Cs0 = [] ),
                                       append(Cs0, [Card], Cs),
                                       put_dict(cards, P0, Cs, P) ), S).

%   give_card_once(+S0, +Player, +Card, -S, -Taken): a second use of the
%   ability takes no second card the player already holds.
give_card_once(S0, Name, Card, S, Taken) :-
    (   holds_card(S0, Name, Card)
    ->  S = S0, Taken = false
    ;   give_card(S0, Name, Card, S), Taken = true
    ).

                 /*******************************
                 *            OUTCOME           *
                 *******************************/

rule('BB-600', outcome, "The game goes on until a capture",
     "The game ends only when a player is captured.",
     seed("игроки делают свои ходы до тех пор пока один из них не будет захвачен")).
rule('BB-606', outcome, "Who captures",
     "The capturer is the player whose attack or ability dealt the capturing wound: the attacker for an attack's wound (also when an intervener is captured), the Assassin, Mentalist, Berserker or Alchemist for their abilities' wounds.",
     ruling("Если текущий игрок захватил лидера конкурирующего клана ...",
            "The seed names 'the current player' as capturer; during an ability the dagger has not passed yet, so read literally the attacker would 'capture' with the Berserker's wound on himself. rulecheck takes the capturer to be the player who dealt the wound (attack or ability), which agrees with the object of the game in the Blood Bound rulebook (Fantasy Flight Games, 2014; Object of the Game, p. 1: 'if a player captures...') and gives every capture one capturer.")).

%   capture_events(+State)//: the game ended at the capture in State: who
%   captured whom, and who wins by which rule.
capture_events(S) -->
    { captured(S, C),
      get_dict(by, C, By),
      get_dict(player, C, P),
      get_dict(source, C, Source)
    },
    [ event('BB-606', capturer, _{player:By, captured:P, source:Source}),
      event('BB-600', game_over, _{captured:P})
    ],
    capture_result(S, C, _).

%!  outcome(+State, -Outcome) is det.
%
%   Ongoing until a capture (BB-209 names the same capture); then won.

outcome(S, O) :-
    (   captured(S, C)
    ->  phrase(capture_result(S, C, O), _)
    ;   O = _{result:"ongoing"}
    ).

rule('BB-604', outcome, "A captured Inquisitor wins alone",
     "If the Inquisitor is captured, he alone wins.",
     seed("Дополнительно, если получается захватить Инквизитора, он единолично выигрывает игру.")).
rule('BB-605', outcome, "The True Curse steals the win",
     "If the leader of the winning clan holds the True Curse, the Inquisitor steals the win and wins alone. A True Curse on anyone else has no effect.",
     seed("Если у победившего лидера находится карта «Настоящее проклятье», Инквизитор ворует победу у этого клана и единолично выигрывает игру. Если карту «Настоящее проклятье» получил любой другой игрок, эффект карты не срабатывает.")).

%   capture_result(+State, +Capture, -Outcome)//: who wins the capture,
%   with the rules that decide it as events; the last event cites the
%   rule the outcome names.
capture_result(S, C, O) -->
    { Captured = C.player,
      By = C.by,
      player_names(S, Names)
    },
    (   { is_inquisitor(S, Captured) }
    ->  { Winners = [Captured], Side = "inquisitor", Rule = 'BB-604',
          Why = inquisitor_captured(Captured, By) },
        [ event('BB-604', inquisitor_wins, _{winners:Winners, captured:Captured, capturer:By}) ]
    ;   clan_result(S, Captured, By, Clan, Rule0, Why0),
        (   { clan_members(S, "order", [Inq]),
              clan_leader(S, Clan, Leader),
              holds_card(S, Leader, "curse-true")
            }
        ->  { Winners = [Inq], Side = "inquisitor", Rule = 'BB-605',
              Why = curse_steals_the_win(Why0, Leader, Clan, Inq) },
            [ event('BB-605', win_stolen, _{winners:Winners, leader:Leader, clan:Clan}) ]
        ;   { clan_members(S, Clan, Winners), Side = Clan, Rule = Rule0, Why = Why0 }
        )
    ),
    { exclude({Winners}/[N]>>memberchk(N, Winners), Names, Losers),
      reason_text(blood_bound, Why, Reason),
      O = _{result:"won", winners:Winners, losers:Losers, rule:Rule, reason:Reason,
            side:Side, captured:Captured, capturer:By}
    }.

message(inquisitor_captured(Captured, By)) -->
    [ "~w, the Inquisitor, was captured by ~w: the Inquisitor wins alone"-[Captured, By] ].
message(curse_steals_the_win(Why, Leader, Clan, Inq)) -->
    message(Why),
    [ "; but ~w, the ~w clan's leader, holds the True Curse: the Inquisitor ~w steals the win"-[Leader, Clan, Inq] ].

rule('BB-601', outcome, "The clan leader",
     "A clan's leader is its character with the lowest rank; once the clan's Elder holds the Quill, it is the character with the highest rank.",
     seed("Заметка: Лидером своего клана является игрок с наименьшим рангом в иерархии. ... Новым лидером клана является персонаж с самым высоким номером(уровнем).")).
rule('BB-602', outcome, "Capturing the rival leader wins",
     "If the capturer captured the rival clan's leader, the capturer's clan wins.",
     seed("Если текущий игрок захватил лидера конкурирующего клана, текущий игрок и его клан выигрывают.")).
rule('BB-603', outcome, "Capturing anyone else loses",
     "If the capturer captured anyone but the rival clan's leader (a rival who is not the leader, or a member of his own clan), the capturer's clan loses and the rival clan wins.",
     seed("Если захвачен любой другой, кроме лидера другого клана, текущий игрок и его клан проигрывают, а оппоненты выигрывают игру.")).

%   clan_result(+S, +Captured, +By, -Winner, -Rule, -Why)//: the clan
%   that wins the capture of a clan character, before any curse.
clan_result(S, Captured, By, Winner, Rule, Why) -->
    { player_clan(S, By, ByClan),
      player_clan(S, Captured, CClan)
    },
    (   { clan_leader(S, CClan, Leader) }
    ->  { ( clan_has_quill(S, CClan) -> Quill = true ; Quill = false ) },
        [ event('BB-601', clan_leader, _{clan:CClan, leader:Leader, quill:Quill}) ]
    ;   { Leader = none }
    ),
    (   { rival_clan(ByClan, CClan), Leader == Captured }
    ->  { Winner = ByClan, Rule = 'BB-602',
          Why = captured_the_rival_leader(By, ByClan, Captured, CClan),
          clan_members(S, Winner, Winners)
        },
        [ event('BB-602', clan_wins, _{clan:Winner, winners:Winners, captured:Captured, capturer:By}) ]
    ;   { rival_clan(ByClan, Winner),
          Rule = 'BB-603',
          (   CClan == ByClan
          ->  Why = captured_his_own_clan(By, ByClan, Captured, Winner)
          ;   Leader \== none,
              Why = captured_a_non_leader(By, ByClan, Captured, CClan, Leader, Winner)
          ),
          clan_members(S, Winner, Winners)
        },
        [ event('BB-603', clan_wins, _{clan:Winner, winners:Winners, captured:Captured, capturer:By}) ]
    ).

%!  selfplay_bound(-MaxMoves, -MustEnd) is det.
%
%   Random games end by a capture within a few hundred moves.

selfplay_bound(1500, true).

message(captured_the_rival_leader(By, ByClan, Captured, CClan)) -->
    [ "~w (~w) captured ~w, the ~w clan's leader: the ~w clan wins"-[By, ByClan, Captured, CClan, ByClan] ].
message(captured_his_own_clan(By, ByClan, Captured, Winner)) -->
    [ "~w (~w) captured ~w of his own clan: the ~w clan wins"-[By, ByClan, Captured, Winner] ].
message(captured_a_non_leader(By, ByClan, Captured, CClan, Leader, Winner)) -->
    [ "~w (~w) captured ~w, who is not the ~w clan's leader (~w is): the ~w clan wins"-[By, ByClan, Captured, CClan, Leader, Winner] ].
