:- module(blood_bound,
          [ rule/5,                     % ?Id, ?Kind, ?Title, ?Text, ?Origin
            candidate/2,                % +State, -Move
            violation/4,                % +State, +Move, -RuleId, -Message
            next/3,                     % +State, +Move, -State1
            outcome/2,                  % +State, -Outcome
            state_error/4,              % +State, -Path, -RuleId, -Message
            move_error/4,               % +State, +Move, -Path, -Message
            move_text/3,                % +State, +Move, -Text
            % the questions a judge asks, exported for tests and tools
            clan_leader/3,              % +State, +Clan, -Player
            may_offer_intervention/2,   % +State, ?Player
            token_player_may_take/3,    % +State, +Player, ?Token
            player_icons/3,             % +State, +Player, -Icons
            wounds/3,                   % +State, +Player, -Count
            inventory/2,                % +State, -Bag
            % the judge's workflow: explanations and hidden information
            checks/3,                   % +State, +Move, -RuleId
            rule_facts/4,               % +State, +Move, +RuleId, -Facts
            repair/4,                   % +State, +Move, +RuleId, -Fix
            hidden/3,                   % +State, +Viewer, -Steps
            depends_on_hidden/4         % +State, +Viewer, +Move, -Reason
          ]).

/** <module> Blood Bound (game id `blood-bound`, rule IDs `BB-...`)

Blood Bound is a hidden-role game for 6 to 12 players.  The judge sees
everything, so a state holds every player's character card.

The state (JSON; see pycli/schemas/blood-bound.json and
docs/games/blood-bound.md):

    { "game": "blood-bound",
      "players": [                       % seating order
        { "name": "ann",
          "character": { "clan": "rose"|"beast"|"order",
                         "rank": 1..9,            % absent for the Inquisitor
                         "icons": [I1, I2],       % optional; default roster
                         "clue": "rose"|"beast" },% optional; default per card
          "tokens": ["rank", "unknown", ...],     % revealed tokens = wounds
          "cards": ["quill", "shield-1", ...] },  % ability cards held
        ... ],
      "supply": {"rose": N, "beast": N, "unknown": N},  % affiliation tokens
      "curse_supply": {"true": 0..1, "false": 0..3},    % curses not yet dealt
      "dagger": "ann",
      "pending": null | Attack,          % where the current attack stands
      "captured": null | {"player": P, "by": Q, "source": S} }

An attack is resolved as explicit steps, so that every decision is one
move by one named player:

    Attack = { "attacker", "target",
               "stage": "offers" | "wound" | "ability" | "heal",
               "offers": [...],           % players who offered to intervene
               "intervener": P | null,    % the accepted offer
               "wounded", "source", "by", "wounds",   % stage "wound"
               "user",                    % stage "ability"/"heal"
               "dagger_to" }              % who receives the dagger at the end

Rank tokens are not counted in `supply`: a player's rank token is in the
supply exactly when "rank" is not among that player's revealed tokens.
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(error)).
:- use_module(library(yall)).
:- use_module(rc_util).
:- use_module(rc_legal).

                 /*******************************
                 *           THE RULES          *
                 *******************************/

%!  rule(?Id, ?Kind, ?Title, ?Text, ?Origin) is nondet.

% --- set-up and the shape of a position ---------------------------------

rule('BB-101', state, "6 to 12 players",
     "Blood Bound is played by 6 to 12 players.",
     seed("Кровные узы – это игра для компании из 6-12 игроков")).
rule('BB-102', state, "Clan sizes",
     "Each clan has half the players. With an odd number of players each clan has half the players rounded down, and the one remaining player is the Inquisitor (Secret Order).",
     seed("отложите в сторону количество эквивалентное половине всех игроков в игре ... округленное до меньшего ... возьмите обе карты инквизиторов и выберите одну случайно")).
rule('BB-103', state, "Characters and ranks",
     "Every Rose or Beast character has a rank from 1 to 9, each rank at most once per clan (a clan has 9 cards). The Inquisitor has no numbered rank: his rank token is the cross.",
     seed("Возьмите всех персонажей Розы. Замешайте их ... Символ ранга показывает какой жетон ранга совпадает с конкретной ролью. Он также показывает место персонажа в иерархии клана.")).
rule('BB-104', state, "Affiliation icons",
     "Each character shows two affiliation icons. A clan character's icons are rose, beast or unknown; the Inquisitor's are wild. When the state does not give them, the default roster applies: 1 Elder (clan, clan), 2 Assassin, 3 Harlequin, 4 Alchemist (unknown, unknown), 5 Mentalist, 6 Guardian (clan, clan), 7 Berserker, 8 Mage, 9 Courtesan (clan, unknown).",
     ruling("Атакованный игрок должен взять жетон с символом, который совпадает с один из трех символом справа сверху на его карте персонажа.",
            "The seed never lists the icons of each rank and community sources disagree. rulecheck lets the state state each character's icons and defaults to the roster two sources agree on (REFERENCE.md, seed 002). The Inquisitor's icons are wild (seed: 'Иконка принадлежность Инквизитора разнообразна').")).
rule('BB-105', state, "Clue icon",
     "A clan character's clue icon shows its own clan, except the Harlequin's, which shows the rival clan. The Inquisitor's clue icon shows either clan.",
     seed("Символ подсказки обычно показывает к какому клану относится персонаж, но не всегда. ... Заметка: Символ подсказки Шута – конкурирующий клан.")).
rule('BB-106', state, "Revealed tokens match the card",
     "A player's revealed tokens match symbols on the card, one token per symbol: at most one rank token and at most two affiliation tokens, each matching a different affiliation icon (an unknown token may cover any icon of a Staff holder; a wild icon takes any affiliation token). Three tokens at most: the fourth wound captures.",
     seed("За каждый символ на карте он может взять только один соответствующий жетон.")).
rule('BB-107', state, "Token supply within the box",
     "For each kind of affiliation token, the tokens in the supply plus those on the players' cards do not exceed the box: 13 Rose, 13 Beast, 20 unknown (once a kind's supply is empty, proxies may be out: BB-406).",
     ruling("Подготовка запаса: ... Отсортируйте жетоны принадлежности по типу в три кучки",
            "The seed does not list the box; the official component list (REFERENCE.md) gives 13 Rose, 13 Beast and 20 unknown affiliation tokens and 19 rank tokens (one per character).")).
rule('BB-108', state, "Ability cards within the box",
     "Ability cards held plus those in the supply do not exceed the box: 2 Quill, 4 Fan, 6 Staff, 2 Shields and 1 Sword of each of the two colours, and 4 Curse cards of which one is the True Curse.",
     ruling("Поместите карты умений лицом вверх рядом с соответствующими жетонами.",
            "The seed does not list the box; the official component list (REFERENCE.md) gives 4 Shield, 2 Sword (two colours), 4 Curse (one True Curse), 4 Fan, 6 Staff and 2 Quill cards.")).
rule('BB-109', state, "Who may hold an ability card",
     "Only an Elder holds a Quill and only a Guardian holds a Sword (at most one); a Shield is out only while the Sword of its colour is held; curse cards exist only in a game with the Inquisitor. A player holds at most one Quill.",
     seed("Старший берет карту умения «Quill - Игла» ... Страж дает одну карту умения «Shield - Щит» одному игроку и берет карту умения «Sword Меч» того же цвета для себя ... возвращают в запас карты «Sword-Меч» и «Shield-Щит» одного цвета.")).
rule('BB-110', state, "Players and the dagger",
     "Player names are unique, and the dagger is held by one of the players.",
     seed("Игрок с картонным кинжалом является текущим игроком.")).
rule('BB-111', state, "The attack in progress is consistent",
     "An attack in progress is made by the dagger holder on another player; its stage names the players whose decision it waits for, and they are players of the game who can make that decision (a player about to take a wound has fewer than three wounds; the player using an ability has revealed his rank).",
     ruling("Шаги атаки: 1. Объявление цели 2. Запрос вмешательства 3. Принятие одного предложения 4. Нанесение раны 5. Использование способности 6. Передача кинжала",
            "rulecheck records where the current attack stands, step by step, so that every decision is one move by one named player.")).
rule('BB-112', state, "A capture is consistent",
     "A captured player has three wounds and was captured by another player; the game then has no attack in progress. The Inquisitor never captures: he cannot attack a player with three wounds and has no ability that wounds.",
     seed("Если игрок получает четвертую рану, он считается захваченным. Он переворачивает его карту персонажа лицом вверх и игра немедленно заканчивается.")).

% --- the dagger -----------------------------------------------------------

rule('BB-201', constraint, "Only the current player attacks or passes",
     "Only the player holding the dagger attacks or passes the dagger, and only when no attack is being resolved.",
     seed("Игрок с картонным кинжалом является текущим игроком. Во время своего хода текущий игрок должен выполнить одни из следующих действий: Атака ... Пропуск хода")).
rule('BB-202', constraint, "Attack another player",
     "The current player attacks any other player, never himself.",
     seed("Атака: Текущий игрок атакует любого другого игрока")).
rule('BB-203', constraint, "Pass to another player",
     "Passing gives the dagger to any other player.",
     seed("Пропуск хода: Текущий игрок отдает кинжал любому другому игроку")).
rule('BB-204', constraint, "A Shield holder cannot be attacked",
     "A player holding a Shield cannot be attacked (he may still intervene).",
     seed("Игрок с щитом защищен, игроки не могут атаковать его или использовать умения, заставляющие его получать раны. Однако, он может вмешиваться")).
rule('BB-205', constraint, "The Inquisitor cannot attack a player with three wounds",
     "The Inquisitor cannot attack a player who already has three wounds.",
     seed("Инквизитор не может атаковать игрока с 3 ранами")).
rule('BB-206', effect, "Declaring an attack",
     "The attacker names the target; the intervention window opens (the target then accepts an offer or declines).",
     seed("Для атаки, текущий игрок указывает кинжалом на другого игрока и объявляет его своей целью. ... 2. Запрос вмешательства")).
rule('BB-207', effect, "Passing the dagger",
     "The named player receives the dagger and becomes the current player.",
     seed("Текущий игрок отдает кинжал любому другому игроку, который становится новым текущим игроком.")).
rule('BB-208', effect, "The dagger goes to the wounded player",
     "When an attack is resolved the dagger passes to the player the attack wounded: the intervener if one intervened, otherwise the target; the Assassin and the Mentalist instead give it to the player their ability wounded.",
     seed("Затем текущий игрок отдает кинжал атакованному игроку ... В конце текущий игрок отдает кинжал вмешавшемуся игроку ... Затем убийца передает кинжал этому игроку. ... Затем Менталист отдает кинжал этому игроку.")).
rule('BB-209', constraint, "No moves after a capture",
     "The game ends at once when a player is captured; no move follows.",
     seed("Он переворачивает его карту персонажа лицом вверх и игра немедленно заканчивается.")).
rule('BB-210', constraint, "Moves name players of the game",
     "Every player a move names (who moves, whom it targets) is a player of this game.",
     ruling("", "A move about a player who is not at the table is meaningless; rulecheck names this rule instead of guessing.")).

% --- intervention ---------------------------------------------------------

rule('BB-301', constraint, "Intervention happens in the window",
     "Offers to intervene are made, and the target accepts one or declines, only while an attack's intervention window is open; only the attacked player accepts or declines.",
     seed("До получения раны, атакованный игрок может попросить другого игрока о вмешательстве ... 2. Запрос вмешательства 3. Принятие одного предложения о вмешательстве")).
rule('BB-302', constraint, "Only a player whose rank is hidden may offer",
     "A player may offer to intervene only while his rank token is in the supply (he has not revealed his rank). A Shield holder may offer like anyone else.",
     seed("Любой игрок чей жетон ранга в данный момент находится в запасе может предложить вмешательство. ... (ранг вмешавшегося должен быть скрыт)")).
rule('BB-303', constraint, "Neither attacker nor target intervenes",
     "The attacker and the attacked player cannot offer to intervene in this attack.",
     ruling("он может вмешаться вместо атакованного игра во время атаки.",
            "Intervening means suffering the wound instead of the attacked player, so the target cannot intervene for himself, and the attacker cannot take the wound of his own attack; the official rules (Intervening, p. 4) describe offers by other players.")).
rule('BB-304', constraint, "The Fan forbids intervention",
     "When the attacked player holds a Fan, nobody may intervene.",
     seed("Когда атакуют игрока с картой умения «Fan – Поклонник» другие игроки не могут вмешаться.")).
rule('BB-305', constraint, "Accept one offer that was made",
     "The attacked player may accept only an offer that was made, and only one.",
     seed("Если более чем один игрок предлагает это, атакованный игрок может выбрать только одно предложение, он не может принять несколько.")).
rule('BB-306', constraint, "An offer is made once",
     "A player who has offered to intervene in this attack does not offer again.",
     ruling("", "An offer stands until the attacked player decides; a second offer by the same player adds nothing, so rulecheck refuses it.")).
rule('BB-307', effect, "The intervener takes the wound",
     "If the target accepts an offer, the intervener suffers the wound instead; if he declines, he suffers it himself.",
     seed("Если атакованный игрок принимает предложение вмешательства, вмешивающийся игрок получает рану вместо атакованного игрока.")).

% --- wounds ---------------------------------------------------------------

rule('BB-401', constraint, "Only the wounded player takes a token",
     "A token is taken only by the player who is suffering a wound now, and returned only by the player an Alchemist heals.",
     seed("Когда игрок получает рану, он должен раскрыть часть информации о своей принадлежности. Для этого он берет один жетон из запаса")).
rule('BB-402', constraint, "The token matches an unrevealed symbol",
     "A wounded player takes a token matching one of the three symbols on his card not yet revealed: his rank, or an affiliation icon not yet covered (one token per symbol). The Inquisitor's icons are wild: he may take any affiliation token for them.",
     seed("Атакованный игрок должен взять жетон с символом, который совпадает с один из трех символом ... За каждый символ на карте он может взять только один соответствующий жетон. ... Иконка принадлежность Инквизитора разнообразна, когда он получает рану, он может взять жетон любого типа принадлежности.")).
rule('BB-403', constraint, "An intervener takes the rank token",
     "A player who intervened must take his rank token for the wound.",
     seed("При получении этой раны, вмешавшийся игрок обязан раскрыть информацию о ранге, взяв соответствующий персонажу жетон ранга из запаса.")).
rule('BB-404', constraint, "The Staff forces the unknown token",
     "A player holding a Staff who takes an affiliation token must take an unknown token (it covers any of his affiliation icons).",
     seed("Если игрок с картой умения «Stuff - Вещь» берет жетон принадлежности, когда получает рану, он должен взять неизвестный (знак вопроса) жетон принадлежности")).
rule('BB-405', constraint, "The Mentalist forces the rank token",
     "The Mentalist's victim must take his rank token; only if it is already revealed does he take an affiliation token.",
     seed("Этот игрок должен взять свой жетон ранга и получить рану. ... Если выбранный игрок уже взял свой жетон ранга до этого, тогда вместо него он должен взять жетон принадлежности.")).
rule('BB-406', constraint, "The token comes from the supply",
     "An affiliation token is taken from the supply: a kind the supply no longer holds cannot be taken while another token the player may take is still there. Only when none of the tokens he may take is left in the supply does he take one anyway, as a proxy (the supply stays empty).",
     ruling("Для этого он берет один жетон из запаса",
            "The box holds 20 unknown tokens, but at the largest tables more can be called for (up to 18 unknown icons, plus the Staff forcing unknown tokens, plus the Inquisitor's wild icons). No source says what happens then. A wound must still be suffered, so rulecheck lets the player take a token he may take as a proxy rather than leave the game with no legal move; while the supply still holds a token he may take, he takes that one.")).
rule('BB-407', effect, "The fourth wound captures",
     "A player who already has three wounds and suffers another is captured at once (he takes no token) and the game ends.",
     seed("Если игрок получает четвертую рану, он считается захваченным. ... игра немедленно заканчивается.")).
rule('BB-408', effect, "Taking a token",
     "The token moves from the supply onto the wounded player's card; it counts as one wound.",
     seed("Для этого он берет один жетон из запаса и размещает поверх своей перевернутой картой персонажа")).

% --- abilities --------------------------------------------------------------

rule('BB-501', constraint, "An ability right after revealing rank by an attack",
     "A character's ability is used (or declined) only by the player who has just taken his rank token for an attack's wound, as target or intervener, and only that character's own ability.",
     seed("Он может использовать свою способность сразу после взятия жетона ранга при получении раны во время атаки, даже в случае если игрок является вмешавшимся. ... 5. Использование способности (сразу при открытии ранга, при атаке)")).
rule('BB-502', constraint, "Abilities cannot wound a Shield holder",
     "An ability cannot force a player holding a Shield to suffer a wound (Assassin, Mentalist, Berserker, the Alchemist's wound).",
     seed("Игрок с щитом защищен, игроки не могут атаковать его или использовать умения, заставляющие его получать раны.")).
rule('BB-503', constraint, "Abilities choose other players",
     "The players an ability chooses are other players than its user, each named once: the Assassin's and Mentalist's victim, the Harlequin's two players, the recipient of a Shield, Staff or Fan, and the curse cards' recipients.",
     ruling("Силы убийцы наносят любому игроку 2 раны. ... Шут выбирает двух любых игроков. ... Куртизанка дает карту умения «Fan - Поклонник» другому игроку.",
            "The seed says 'another player' for the Fan and the curses and 'gives' for the Shield and Staff; 'any player' for the Assassin, Mentalist and Harlequin is read the same way, since wounding or inspecting oneself has no purpose in the game and the official ability texts (p. 7) describe them as acting on others.")).
rule('BB-504', constraint, "Ability cards come from the supply",
     "An ability that takes or gives a card needs that card in the supply: a Quill, a Sword and Shield of one colour (or another Shield of the colour of the Guardian's Sword), Staffs, a Fan, curse cards.",
     seed("Если способность предписывает взять карту способности, он берет карту из запаса ... игрок берет карту из запаса и передает её другому игроку")).
rule('BB-505', effect, "Declining an ability",
     "The player may decline to use his ability; the attack then ends and the dagger passes.",
     seed("Затем он может применить свою способность.")).
rule('BB-509', effect, "Ability wounds are not attacks",
     "A wound an ability deals opens no intervention window, and a player who reveals his rank by it does not use his ability.",
     seed("Заметка: умение, которое наносит игроку рану не считается атакой. (старейший с 2мя ранами на него применяет способность убийца, старейший не может применить умение игла, так как умение убийца нанести 2 раны не считается атакой)")).
rule('BB-510', effect, "Elder: the Quill",
     "The Elder takes a Quill; his clan's leader is now its highest-ranked character.",
     seed("Старший берет карту умения «Quill - Игла» ... Старший больше не является лидером своего клана. Новым лидером клана является персонаж с самым высоким номером")).
rule('BB-520', effect, "Assassin: two wounds",
     "The Assassin makes any other player suffer two wounds, one after the other, then gives the dagger to that player.",
     seed("Силы убийцы наносят любому игроку 2 раны. Затем убийца передает кинжал этому игроку.")).
rule('BB-530', effect, "Harlequin: looks at two cards",
     "The Harlequin secretly looks at two other players' character cards; the position does not change.",
     seed("Шут выбирает двух любых игроков. Затем скрытно смотрит на их обе карты персонажей")).
rule('BB-540', constraint, "The Alchemist acts only when intervening",
     "The Alchemist's ability can be used only when he intervened; an attacked Alchemist has no ability to use.",
     seed("Алхимик может использовать умение только когда он вмешивается.")).
rule('BB-541', effect, "Alchemist: heal",
     "The protected player returns one of his tokens (his choice) to the supply; if it is his rank token he may use his ability again the next time he takes it.",
     seed("При лечении раны игрок, за которого вмешался Алхимик, возвращает один любой из своих жетонов в запас. Если вылеченный игрок вернул свой жетон ранга в запас, то он может использовать своё умение снова")).
rule('BB-542', effect, "Alchemist: wound",
     "The protected player suffers one wound (not an attack); the dagger still goes to the Alchemist.",
     seed("После вмешательства он вынуждает игрока (за которого вмешался) получить одну рану ИЛИ вылечить одну рану (на выбор Алхимика).")).
rule('BB-543', constraint, "Healing returns a token the player has",
     "Healing needs a wound to heal: the protected player must have a token, and he returns one he has.",
     seed("При лечении раны игрок, за которого вмешался Алхимик, возвращает один любой из своих жетонов в запас.")).
rule('BB-550', effect, "Mentalist: one wound, the rank token",
     "The Mentalist makes any other player suffer one wound, taking his rank token if it is hidden; a player with three wounds is captured. Then the Mentalist gives that player the dagger.",
     seed("Силы Менталиста наносят любому игроку одну рану. Этот игрок должен взять свой жетон ранга. Затем Менталист отдает кинжал этому игроку. ... Если игрок уже имел 3 раны, то он считает захваченным.")).
rule('BB-560', effect, "Guardian: Shield and Sword",
     "The Guardian gives a Shield to another player and takes the Sword of the same colour (a second use gives another Shield of his Sword's colour).",
     seed("Страж дает одну карту умения «Shield - Щит» одному игроку и берет карту умения «Sword Меч» того же цвета для себя.")).
rule('BB-561', effect, "The Sword's third wound",
     "When the player holding a Sword suffers his third wound, that Sword and every Shield of its colour return to the supply.",
     seed("Когда Страж с картой «Sword-Меч» получает третью рану, он и все игроки, которых он защищает, возвращают в запас карты «Sword-Меч» и «Shield-Щит» одного цвета.")).
rule('BB-570', effect, "Berserker: wounds the attacker",
     "The Berserker makes the player who made the attack suffer one wound, also when the Berserker intervened. The dagger then goes to the Berserker.",
     ruling("Берсерк наносит одну рану игроку, который его атаковал. Умение может быть использовано и при вмешательстве берсерка в чужой бой.",
            "The seed does not say where the dagger goes after the Berserker's ability; unlike the Assassin and Mentalist it gives no instruction, so the ordinary rule holds (6. Передача кинжала игроку, которому нанесли рану): the Berserker, whom the attack wounded, receives it.")).
rule('BB-580', effect, "Mage: Staffs",
     "The Mage gives a Staff to another player and takes one for himself unless he already holds one.",
     seed("Маг дает карту умения «Stuff - Вещь» выбранному игроку и берет карту умения «Stuff - Вещь» для себя. ... Если Маг использует это умение второй раз, брать вторую карту не нужно.")).
rule('BB-590', effect, "Courtesan: the Fan",
     "The Courtesan gives a Fan to another player.",
     seed("Куртизанка дает карту умения «Fan - Поклонник» другому игроку.")).
rule('BB-595', effect, "Inquisitor: the curses",
     "The Inquisitor deals every curse card in the supply face down, each to a different other player.",
     seed("Когда Инквизитор использует свое свойство, он берет все карты проклятий из колоды, смотрит на них и раздает их в закрытую другим игрокам по своему выбору. Инквизитор должен дать по одной карте каждому игроку")).
rule('BB-596', constraint, "Deal every curse card",
     "The Inquisitor's deal gives out exactly the curse cards in the supply: the True Curse if it is there, and as many false curses as there are.",
     seed("он берет все карты проклятий из колоды ... и раздает их")).

% --- capture and victory ------------------------------------------------------

rule('BB-600', outcome, "The game goes on until a capture",
     "The game ends only when a player is captured.",
     seed("игроки делают свои ходы до тех пор пока один из них не будет захвачен")).
rule('BB-601', outcome, "The clan leader",
     "A clan's leader is its character with the lowest rank; once the clan's Elder holds the Quill, it is the character with the highest rank.",
     seed("Заметка: Лидером своего клана является игрок с наименьшим рангом в иерархии. ... Новым лидером клана является персонаж с самым высоким номером(уровнем).")).
rule('BB-602', outcome, "Capturing the rival leader wins",
     "If the capturer captured the rival clan's leader, the capturer's clan wins.",
     seed("Если текущий игрок захватил лидера конкурирующего клана, текущий игрок и его клан выигрывают.")).
rule('BB-603', outcome, "Capturing anyone else loses",
     "If the capturer captured anyone but the rival clan's leader (a rival who is not the leader, or a member of his own clan), the capturer's clan loses and the rival clan wins.",
     seed("Если захвачен любой другой, кроме лидера другого клана, текущий игрок и его клан проигрывают, а оппоненты выигрывают игру.")).
rule('BB-604', outcome, "A captured Inquisitor wins alone",
     "If the Inquisitor is captured, he alone wins.",
     seed("Дополнительно, если получается захватить Инквизитора, он единолично выигрывает игру.")).
rule('BB-605', outcome, "The True Curse steals the win",
     "If the leader of the winning clan holds the True Curse, the Inquisitor steals the win and wins alone. A True Curse on anyone else has no effect.",
     seed("Если у победившего лидера находится карта «Настоящее проклятье», Инквизитор ворует победу у этого клана и единолично выигрывает игру. Если карту «Настоящее проклятье» получил любой другой игрок, эффект карты не срабатывает.")).
rule('BB-606', outcome, "Who captures",
     "The capturer is the player whose attack or ability dealt the capturing wound: the attacker for an attack's wound (also when an intervener is captured), the Assassin, Mentalist, Berserker or Alchemist for their abilities' wounds.",
     ruling("Если текущий игрок захватил лидера конкурирующего клана ...",
            "The seed names 'the current player' as capturer; during an ability the dagger has not passed yet, so read literally the attacker would 'capture' with the Berserker's wound on himself. rulecheck takes the capturer to be the player who dealt the wound (attack or ability), which agrees with the official object of the game ('if a player captures...', p. 1) and gives every capture one capturer.")).

                 /*******************************
                 *      THE BOX AND ROSTER      *
                 *******************************/

%!  box_tokens(?Kind, ?Count) is nondet.
box_tokens("rose", 13).
box_tokens("beast", 13).
box_tokens("unknown", 20).

%!  box_cards(?Card, ?Count) is nondet.
%   Curse cards are counted by curse_supply and the players' cards.
box_cards("quill", 2).
box_cards("fan", 4).
box_cards("staff", 6).
box_cards("shield-1", 2).
box_cards("shield-2", 2).
box_cards("sword-1", 1).
box_cards("sword-2", 1).
box_cards("curse-true", 1).
box_cards("curse-false", 3).

%!  rank_character(?Rank, ?Character) is nondet.
rank_character(1, elder).
rank_character(2, assassin).
rank_character(3, harlequin).
rank_character(4, alchemist).
rank_character(5, mentalist).
rank_character(6, guardian).
rank_character(7, berserker).
rank_character(8, mage).
rank_character(9, courtesan).

%!  default_icons(+Rank, +Clan, -Icons) is det.
%   The documented default roster (BB-104).
default_icons(Rank, Clan, Icons) :-
    (   memberchk(Rank, [1, 5, 6]) -> Icons = [Clan, Clan]
    ;   memberchk(Rank, [2, 3, 4]) -> Icons = ["unknown", "unknown"]
    ;   Icons = [Clan, "unknown"]
    ).

character_title(elder, "Elder").
character_title(assassin, "Assassin").
character_title(harlequin, "Harlequin").
character_title(alchemist, "Alchemist").
character_title(mentalist, "Mentalist").
character_title(guardian, "Guardian").
character_title(berserker, "Berserker").
character_title(mage, "Mage").
character_title(courtesan, "Courtesan").
character_title(inquisitor, "Inquisitor").

clans(["rose", "beast"]).
rival_clan("rose", "beast").
rival_clan("beast", "rose").

affiliation_kind("rose").
affiliation_kind("beast").
affiliation_kind("unknown").

                 /*******************************
                 *     READING THE POSITION     *
                 *******************************/

players(State, Players) :-
    get_dict(players, State, Players).

%!  player_names(+State, -Names) is det.
player_names(State, Names) :-
    players(State, Ps),
    names_of(Ps, Names).

names_of([], []).
names_of([P|Ps], [N|Ns]) :-
    get_dict(name, P, N),
    names_of(Ps, Ns).

is_player(State, Name) :-
    string(Name),
    players(State, Ps),
    record_named(Ps, Name, _).

player_record(State, Name, P) :-
    players(State, Ps),
    record_named(Ps, Name, P).

%   record_named(+Players, +Name, -Record) is semidet: the first record
%   named Name.
record_named([P0|Ps], Name, P) :-
    (   get_dict(name, P0, N), N == Name
    ->  P = P0
    ;   record_named(Ps, Name, P)
    ).

player_character(State, Name, C) :-
    player_record(State, Name, P),
    get_dict(character, P, C).

%!  player_clan(+State, +Player, -Clan) is semidet.
player_clan(State, Name, Clan) :-
    player_character(State, Name, C),
    get_dict(clan, C, Clan).

%!  player_rank(+State, +Player, -Rank) is semidet.
%   Fails for the Inquisitor, who has no numbered rank.
player_rank(State, Name, Rank) :-
    player_character(State, Name, C),
    get_dict(rank, C, Rank),
    integer(Rank).

%!  player_role(+State, +Player, -Role) is semidet.
%   Role: elder, assassin, ..., courtesan, inquisitor.
player_role(State, Name, Role) :-
    player_clan(State, Name, Clan),
    (   Clan == "order"
    ->  Role = inquisitor
    ;   player_rank(State, Name, Rank),
        rank_character(Rank, Role)
    ).

is_inquisitor(State, Name) :-
    player_clan(State, Name, "order").

%!  player_icons(+State, +Player, -Icons) is semidet.
%   The two affiliation icons of the player's card (BB-104).
player_icons(State, Name, Icons) :-
    player_character(State, Name, C),
    get_dict(clan, C, Clan),
    (   get_dict(icons, C, Icons0)
    ->  Icons = Icons0
    ;   Clan == "order"
    ->  Icons = ["wild", "wild"]
    ;   get_dict(rank, C, Rank),
        default_icons(Rank, Clan, Icons)
    ).

%!  player_tokens(+State, +Player, -Tokens) is semidet.
player_tokens(State, Name, Tokens) :-
    player_record(State, Name, P),
    get_dict(tokens, P, Tokens).

%!  wounds(+State, +Player, -Count) is semidet.
%   A player's wounds are his revealed tokens.
wounds(State, Name, N) :-
    player_tokens(State, Name, Ts),
    length(Ts, N).

player_cards(State, Name, Cards) :-
    player_record(State, Name, P),
    (   get_dict(cards, P, Cards0) -> Cards = Cards0 ; Cards = [] ).

holds_card(State, Name, Card) :-
    player_cards(State, Name, Cards),
    memberchk(Card, Cards).

holds_shield(State, Name) :-
    player_cards(State, Name, Cards),
    once(( memberchk("shield-1", Cards) ; memberchk("shield-2", Cards) )).

rank_revealed(State, Name) :-
    player_tokens(State, Name, Ts),
    memberchk("rank", Ts).

dagger_holder(State, D) :-
    get_dict(dagger, State, D).

pending(State, Attack) :-
    get_dict(pending, State, Attack),
    is_dict(Attack).

no_attack(State) :-
    \+ pending(State, _).

%!  pending_value(+State, +Key, -Value) is semidet.
%   A field of the attack in progress, with the defaults of the format.
pending_value(State, Key, Value) :-
    pending(State, A),
    (   get_dict(Key, A, V0), V0 \== null
    ->  Value = V0
    ;   pending_default(Key, A, Value)
    ).

pending_default(offers, _, []).
pending_default(source, _, "attack").
pending_default(wounds, _, 1).
pending_default(by, A, By) :- get_dict(attacker, A, By).
pending_default(dagger_to, A, To) :-
    (   get_dict(intervener, A, I), string(I) -> To = I
    ;   get_dict(target, A, To)
    ).

stage(State, Stage) :-
    pending_value(State, stage, Stage).

game_over(State) :-
    get_dict(captured, State, C),
    is_dict(C).

supply_tokens(State, Kind, N) :-
    get_dict(supply, State, Supply),
    atom_string(K, Kind),
    (   get_dict(K, Supply, N0) -> N = N0 ; N = 0 ).

curse_supply(State, Which, N) :-
    (   get_dict(curse_supply, State, CS), is_dict(CS), get_dict(Which, CS, N0)
    ->  N = N0
    ;   N = 0
    ).

%!  cards_held(+State, +Card, -Count) is det.
cards_held(State, Card, Count) :-
    players(State, Ps),
    foldl({Card}/[P, C0, C]>>( ( get_dict(cards, P, Cs) -> true ; Cs = [] ),
                        include(==(Card), Cs, Hits),
                        length(Hits, K),
                        C is C0 + K ),
          Ps, 0, Count).

%!  cards_in_supply(+State, +Card, -Count) is det.
cards_in_supply(State, "curse-true", N) :- !,
    curse_supply(State, true, N).
cards_in_supply(State, "curse-false", N) :- !,
    curse_supply(State, false, N).
cards_in_supply(State, Card, N) :-
    box_cards(Card, Box),
    cards_held(State, Card, Held),
    N is max(0, Box - Held).

other_players(State, Name, Others) :-
    players(State, Ps),
    other_names(Ps, Name, Others).

other_names([], _, []).
other_names([P|Ps], Name, Others) :-
    get_dict(name, P, N),
    (   N == Name -> Others = Others1 ; Others = [N|Others1] ),
    other_names(Ps, Name, Others1).

                 /*******************************
                 *         CONSERVATION         *
                 *******************************/

%!  inventory(+State, -Bag:list) is det.
%
%   Everything of the box that the state tracks, wherever it is; every
%   legal move keeps its multiset (rulecheck's self-play checks it):
%
%     - token(Kind) for each affiliation token (rose, beast, unknown),
%       in the supply or on a player's card;
%     - rank_token(Player) for each player's rank token: one in the
%       supply while his tokens show no "rank", else one per "rank"
%       among his tokens (two would be a duplicate);
%     - card(Card) for each ability card: the curse cards in
%       curse_supply or held, and for the others the held copies plus
%       the supply's (the box's count minus those held, never below 0),
%       so a card given from an empty supply shows as one too many;
%     - dagger, held by one player.
%
%   Players and their character cards are not counted: no move adds,
%   removes or exchanges them.

inventory(S, Bag) :-
    inventory_(S, Bag0),
    foldl(without_proxies(S), ["rose", "beast", "unknown"], Bag0, Bag).

%   Once a kind's supply is empty, the whole box of that kind is out on the
%   table: tokens beyond the box's count on the cards are proxies (BB-406),
%   and a position may also leave some of the box unshown.  Either way the
%   kind counts as exactly the box's tokens.
without_proxies(S, Kind, Bag0, Bag) :-
    atom_string(K, Kind),
    box_tokens(Kind, Box),
    (   supply_tokens(S, Kind, 0)
    ->  exclude(==(token(K)), Bag0, Bag1),
        copies(Box, token(K), Bag, Bag1)
    ;   Bag = Bag0
    ).

inventory_(S, Bag) :-
    get_dict(players, S, Ps),
    get_dict(supply, S, Supply),
    supply_bag(["rose", "beast", "unknown"], Supply, Bag, Bag1),
    curse_bag(S, Bag1, Bag2),
    Bag2 = [dagger|Bag3],
    players_bag(Ps, Bag3, Bag4, [], Held),
    box_bag(Held, Bag4).

supply_bag([], _, Bag, Bag).
supply_bag([Kind|Kinds], Supply, Bag0, Bag) :-
    atom_string(K, Kind),
    (   get_dict(K, Supply, N), integer(N) -> true ; N = 0 ),
    copies(N, token(K), Bag0, Bag1),
    supply_bag(Kinds, Supply, Bag1, Bag).

curse_bag(S, Bag0, Bag) :-
    curse_supply(S, true, T),
    curse_supply(S, false, F),
    copies(T, card('curse-true'), Bag0, Bag1),
    copies(F, card('curse-false'), Bag1, Bag).

players_bag([], Bag, Bag, Held, Held).
players_bag([P|Ps], Bag0, Bag, Held0, Held) :-
    get_dict(name, P, Name),
    get_dict(tokens, P, Ts),
    (   memberchk("rank", Ts) -> Bag1 = Bag0 ; Bag0 = [rank_token(Name)|Bag1] ),
    tokens_bag(Ts, Name, Bag1, Bag2),
    (   get_dict(cards, P, Cs) -> true ; Cs = [] ),
    cards_bag(Cs, Bag2, Bag3, Held0, Held1),
    players_bag(Ps, Bag3, Bag, Held1, Held).

tokens_bag([], _, Bag, Bag).
tokens_bag([T|Ts], Name, Bag0, Bag) :-
    (   T == "rank" -> Bag0 = [rank_token(Name)|Bag1]
    ;   atom_string(K, T), Bag0 = [token(K)|Bag1]
    ),
    tokens_bag(Ts, Name, Bag1, Bag).

%   Curse cards are in the bag as held; the others' held copies are
%   counted in Held and added with the supply's by box_bag/2.
cards_bag([], Bag, Bag, Held, Held).
cards_bag([C|Cs], Bag0, Bag, Held0, Held) :-
    atom_string(K, C),
    (   memberchk(K, ['curse-true', 'curse-false'])
    ->  Bag0 = [card(K)|Bag1], Held1 = Held0
    ;   Bag1 = Bag0, Held1 = [K|Held0]
    ),
    cards_bag(Cs, Bag1, Bag, Held1, Held).

box_bag(Held, Bag) :-
    findall(card(K), ( box_cards(Card, Box),
                       \+ memberchk(Card, ["curse-true", "curse-false"]),
                       atom_string(K, Card),
                       count_of(Held, K, 0, N),
                       Copies is max(Box, N),
                       between(1, Copies, _) ), Bag0),
    exclude(box_card_atom, Held, Unknown),
    maplist([K, card(K)]>>true, Unknown, Extra),
    append(Bag0, Extra, Bag).

box_card_atom(K) :-
    atom_string(K, Card),
    box_cards(Card, _).

count_of([], _, N, N).
count_of([X|Xs], K, N0, N) :-
    (   X == K -> N1 is N0 + 1 ; N1 = N0 ),
    count_of(Xs, K, N1, N).

copies(N, X, Bag0, Bag) :-
    (   N > 0
    ->  Bag0 = [X|Bag1], N1 is N - 1, copies(N1, X, Bag1, Bag)
    ;   Bag = Bag0
    ).

                 /*******************************
                 *       CLAN LEADERS           *
                 *******************************/

%!  clan_members(+State, +Clan, -Players) is det.
clan_members(State, Clan, Members) :-
    player_names(State, Names),
    include({State, Clan}/[N]>>player_clan(State, N, Clan), Names, Members).

%!  clan_has_quill(+State, +Clan) is semidet.
%   The clan's Elder has taken the Quill (BB-510).
clan_has_quill(State, Clan) :-
    clan_members(State, Clan, Ms),
    once(( member(M, Ms), holds_card(State, M, "quill") )).

%!  clan_leader(+State, +Clan, -Player) is semidet.
%   BB-601: the lowest rank leads; the highest once the Quill is out.
clan_leader(State, Clan, Leader) :-
    clan_members(State, Clan, Ms),
    Ms \== [],
    maplist({State}/[M, R-M]>>player_rank(State, M, R), Ms, Pairs),
    keysort(Pairs, Sorted),
    (   clan_has_quill(State, Clan)
    ->  last(Sorted, _-Leader)
    ;   Sorted = [_-Leader|_]
    ).

                 /*******************************
                 *         SET-UP CHECKS        *
                 *******************************/

%!  state_error(+State, -Path, -RuleId, -Message) is nondet.

state_error(S, "$.players", 'BB-101', Msg) :-
    players(S, Ps), length(Ps, N),
    \+ between(6, 12, N),
    format(string(Msg), "~d players; Blood Bound is for 6 to 12", [N]).
state_error(S, "$.players", 'BB-110', Msg) :-
    player_names(S, Names),
    msort(Names, Sorted),
    append(_, [X, X|_], Sorted),
    format(string(Msg), "the name ~q is used by more than one player", [X]).
state_error(S, "$.dagger", 'BB-110', Msg) :-
    dagger_holder(S, D),
    \+ is_player(S, D),
    format(string(Msg), "the dagger is held by ~q, who is not a player", [D]).
state_error(S, "$.players", 'BB-102', Msg) :-
    players(S, Ps), length(Ps, N),
    Half is N // 2,
    Inq is N mod 2,
    clan_members(S, "rose", R), length(R, NR),
    clan_members(S, "beast", B), length(B, NB),
    clan_members(S, "order", O), length(O, NO),
    \+ ( NR =:= Half, NB =:= Half, NO =:= Inq ),
    format(string(Msg),
           "~d Rose, ~d Beast and ~d Inquisitor(s) among ~d players; the set-up deals ~d of each clan and ~d Inquisitor",
           [NR, NB, NO, N, Half, Inq]).
state_error(S, Path, 'BB-103', Msg) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(character, P, C),
    get_dict(clan, C, Clan),
    json_path([players, I, character, rank], Path),
    (   Clan == "order"
    ->  get_dict(rank, C, R), R \== null,
        format(string(Msg), "the Inquisitor has no numbered rank (his rank token is the cross), but rank ~w is given", [R])
    ;   \+ ( get_dict(rank, C, R), integer(R) ),
        format(string(Msg), "a ~w character needs a rank from 1 to 9", [Clan])
    ).
state_error(S, Path, 'BB-103', Msg) :-
    players(S, Ps),
    nth0(I, Ps, P), nth0(J, Ps, Q), I < J,
    get_dict(character, P, CP), get_dict(character, Q, CQ),
    get_dict(clan, CP, Clan), get_dict(clan, CQ, Clan),
    Clan \== "order",
    get_dict(rank, CP, R), get_dict(rank, CQ, R),
    json_path([players, J, character, rank], Path),
    format(string(Msg), "~w and ~w are both rank ~w of the ~w clan; a clan has one card per rank",
           [P.name, Q.name, R, Clan]).
state_error(S, Path, 'BB-104', Msg) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(character, P, C),
    get_dict(icons, C, Icons),
    get_dict(clan, C, Clan),
    json_path([players, I, character, icons], Path),
    (   Clan == "order"
    ->  Icons \== ["wild", "wild"],
        format(string(Msg), "the Inquisitor's icons are wild, not ~w", [Icons])
    ;   memberchk("wild", Icons),
        format(string(Msg), "only the Inquisitor has wild icons; ~w is a ~w character", [P.name, Clan])
    ).
state_error(S, Path, 'BB-105', Msg) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(character, P, C),
    get_dict(clue, C, Clue),
    get_dict(clan, C, Clan),
    Clan \== "order",
    get_dict(rank, C, Rank),
    (   Rank == 3 -> rival_clan(Clan, Expected) ; Expected = Clan ),
    Clue \== Expected,
    json_path([players, I, character, clue], Path),
    format(string(Msg), "the clue icon of a ~w rank ~w card shows ~w, not ~w",
           [Clan, Rank, Expected, Clue]).
state_error(S, Path, 'BB-106', Msg) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, Name),
    get_dict(tokens, P, Ts),
    json_path([players, I, tokens], Path),
    tokens_problem(S, Name, Ts, Msg).
state_error(S, Path, 'BB-107', Msg) :-
    box_tokens(Kind, Box),
    supply_tokens(S, Kind, InSupply),
    players(S, Ps),
    foldl({Kind}/[P, C0, C]>>( get_dict(tokens, P, Ts), include(==(Kind), Ts, H),
                        length(H, K), C is C0 + K ),
          Ps, 0, Revealed),
    InSupply > 0,                               % an empty supply may have proxies out (BB-406)
    InSupply + Revealed > Box,
    json_path([supply, Kind], Path),
    format(string(Msg), "~d ~w tokens in the supply and ~d on cards; the box has ~d",
           [InSupply, Kind, Revealed, Box]).
state_error(S, Path, 'BB-108', Msg) :-
    box_cards(Card, Box),
    cards_held(S, Card, Held),
    (   Card == "curse-true" -> curse_supply(S, true, Sup)
    ;   Card == "curse-false" -> curse_supply(S, false, Sup)
    ;   Sup = 0
    ),
    Held + Sup > Box,
    (   Sup > 0 -> Path = "$.curse_supply" ; Path = "$.players" ),
    format(string(Msg), "~d ~w card(s) held and ~d in the supply; the box has ~d",
           [Held, Card, Sup, Box]).
state_error(S, Path, 'BB-109', Msg) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, Name),
    json_path([players, I, cards], Path),
    card_holding_problem(S, Name, Msg).
state_error(S, "$.curse_supply", 'BB-109', Msg) :-
    clan_members(S, "order", []),
    ( curse_supply(S, true, T), T > 0 ; curse_supply(S, false, F), F > 0 ),
    !,
    Msg = "curse cards are set out only when the Inquisitor plays (odd number of players)".
state_error(S, "$.pending", 'BB-111', Msg) :-
    pending(S, _),
    pending_problem(S, Msg).
state_error(S, "$.captured", 'BB-112', Msg) :-
    get_dict(captured, S, C), is_dict(C),
    capture_problem(S, C, Msg).

tokens_problem(_, _, Ts, Msg) :-
    length(Ts, N), N > 3,
    format(string(Msg), "~d tokens; a player has at most 3 wounds (the 4th captures)", [N]).
tokens_problem(_, _, Ts, Msg) :-
    include(==("rank"), Ts, Rs), length(Rs, NR), NR > 1,
    format(string(Msg), "~d rank tokens; a card has one rank symbol", [NR]).
tokens_problem(S, Name, Ts, Msg) :-
    exclude(==("rank"), Ts, Affs),
    player_icons(S, Name, Icons),
    ( holds_card(S, Name, "staff") -> Staff = true ; Staff = false ),
    \+ affiliation_tokens_fit(Icons, Affs, Staff),
    format(string(Msg), "affiliation tokens ~w do not match ~w's icons ~w, one token per icon",
           [Affs, Name, Icons]).

card_holding_problem(S, Name, Msg) :-
    holds_card(S, Name, "quill"),
    \+ player_role(S, Name, elder),
    format(string(Msg), "~w holds a Quill but only an Elder takes one", [Name]).
card_holding_problem(S, Name, Msg) :-
    player_cards(S, Name, Cards),
    include([C]>>sub_string(C, 0, _, _, "sword"), Cards, Swords),
    Swords \== [],
    (   \+ player_role(S, Name, guardian)
    ->  format(string(Msg), "~w holds a Sword but only a Guardian takes one", [Name])
    ;   length(Swords, NS), NS > 1,
        format(string(Msg), "~w holds ~d Swords; a Guardian takes one", [Name, NS])
    ).
card_holding_problem(S, Name, Msg) :-
    player_cards(S, Name, Cards),
    include(==("quill"), Cards, Qs), length(Qs, NQ), NQ > 1,
    format(string(Msg), "~w holds ~d Quills; an Elder takes one", [Name, NQ]).
card_holding_problem(S, Name, Msg) :-
    member(Colour, ["1", "2"]),
    string_concat("shield-", Colour, Shield),
    string_concat("sword-", Colour, Sword),
    holds_card(S, Name, Shield),
    cards_held(S, Sword, 0),
    format(string(Msg), "~w holds ~w but nobody holds ~w; the Shields return with their Sword",
           [Name, Shield, Sword]).
card_holding_problem(S, Name, Msg) :-
    clan_members(S, "order", []),
    player_cards(S, Name, Cards),
    ( memberchk("curse-true", Cards) ; memberchk("curse-false", Cards) ),
    !,
    format(string(Msg), "~w holds a curse card, but there is no Inquisitor in this game", [Name]).

pending_problem(S, Msg) :-
    pending_value(S, attacker, A),
    dagger_holder(S, D),
    A \== D,
    format(string(Msg), "the attack is made by ~w but ~w holds the dagger", [A, D]).
pending_problem(S, Msg) :-
    pending_value(S, attacker, A),
    pending_value(S, target, A),
    format(string(Msg), "~w attacks himself", [A]).
pending_problem(S, Msg) :-
    member(Key, [attacker, target, intervener, wounded, by, user, dagger_to]),
    pending_value(S, Key, P),
    string(P),
    \+ is_player(S, P),
    format(string(Msg), "the attack's ~w ~q is not a player", [Key, P]).
pending_problem(S, Msg) :-
    pending_value(S, offers, Offers),
    member(P, Offers),
    \+ is_player(S, P),
    format(string(Msg), "~q offered to intervene but is not a player", [P]).
pending_problem(S, Msg) :-
    stage(S, "wound"),
    (   \+ pending_value(S, wounded, _)
    ->  Msg = "the attack waits for a wound but names no wounded player"
    ;   pending_value(S, wounded, W), is_player(S, W),
        wounds(S, W, N), N >= 3,
        format(string(Msg), "~w has ~d wounds; a further wound captures him and takes no token", [W, N])
    ).
pending_problem(S, Msg) :-
    stage(S, Stage),
    memberchk(Stage, ["ability", "heal"]),
    (   \+ pending_value(S, user, _)
    ->  format(string(Msg), "the attack is at stage ~w but names no user", [Stage])
    ;   Stage == "ability",
        pending_value(S, user, U), is_player(S, U),
        \+ rank_revealed(S, U),
        format(string(Msg), "~w uses an ability but has not revealed his rank", [U])
    ;   Stage == "heal",
        \+ pending_value(S, intervener, _),
        Msg = "an Alchemist heals only after intervening, but the attack names no intervener"
    ).

capture_problem(S, C, Msg) :-
    get_dict(player, C, P),
    (   \+ is_player(S, P)
    ->  format(string(Msg), "the captured player ~q is not a player", [P])
    ;   wounds(S, P, N), N =\= 3,
        format(string(Msg), "~w is captured with ~d wounds; capture is the fourth wound, after three tokens", [P, N])
    ).
capture_problem(S, C, Msg) :-
    get_dict(by, C, By),
    (   \+ is_player(S, By)
    ->  format(string(Msg), "the capturer ~q is not a player", [By])
    ;   get_dict(player, C, By)
    ->  format(string(Msg), "~w cannot capture himself", [By])
    ;   is_inquisitor(S, By)
    ->  format(string(Msg), "~w is the Inquisitor, who never captures", [By])
    ).
capture_problem(S, _, Msg) :-
    pending(S, _),
    Msg = "the game ended at the capture, yet an attack is still in progress".

                 /*******************************
                 *           WOUNDS             *
                 *******************************/

%!  affiliation_tokens_fit(+Icons, +Tokens, +Staff) is semidet.
%   Every affiliation token covers a different icon of the card: a token
%   covers an icon of its kind, a wild icon covers any token, and for a
%   Staff holder an unknown token covers any icon (BB-106, BB-402).
affiliation_tokens_fit(Icons, Tokens, Staff) :-
    fit(Tokens, Icons, Staff),
    !.

fit([], _, _).
fit([T|Ts], Icons, Staff) :-
    select(I, Icons, Rest),
    token_covers(T, I, Staff),
    fit(Ts, Rest, Staff).

token_covers(T, T, _).
token_covers(T, "wild", _) :- affiliation_kind(T).
token_covers("unknown", _, true).

%!  token_matches_card(+State, +Player, +Token) is semidet.
%   Token matches a symbol of Player's card not yet revealed (BB-402).
token_matches_card(State, Name, "rank") :- !,
    \+ rank_revealed(State, Name).
token_matches_card(State, Name, Kind) :-
    affiliation_kind(Kind),
    player_tokens(State, Name, Ts),
    exclude(==("rank"), Ts, Affs),
    player_icons(State, Name, Icons),
    ( holds_card(State, Name, "staff") -> Staff = true ; Staff = false ),
    affiliation_tokens_fit(Icons, [Kind|Affs], Staff).

%!  token_player_may_take(+State, +Player, ?Token) is nondet.
%   Player, suffering the wound now, may take Token: it matches his card,
%   it is in the supply, and no rule forces another token.
token_player_may_take(State, Name, Token) :-
    member(Token, ["rank", "rose", "beast", "unknown"]),
    \+ take_token_violation(State, Name, Token, _, _).

take_token_violation(S, W, Token, 'BB-402', Msg) :-
    \+ token_matches_card(S, W, Token),
    (   Token == "rank"
    ->  format(string(Msg), "~w's rank token is already revealed", [W])
    ;   player_icons(S, W, Icons),
        player_tokens(S, W, Ts),
        format(string(Msg), "a ~w token matches none of ~w's unrevealed icons (icons ~w, tokens ~w)",
               [Token, W, Icons, Ts])
    ).
take_token_violation(S, W, Token, 'BB-403', Msg) :-
    pending_value(S, source, "attack"),
    pending_value(S, intervener, W),
    Token \== "rank",
    format(string(Msg), "~w intervened, so he must take his rank token, not ~w", [W, Token]).
take_token_violation(S, W, Token, 'BB-404', Msg) :-
    affiliation_kind(Token),
    Token \== "unknown",
    holds_card(S, W, "staff"),
    format(string(Msg), "~w holds a Staff: an affiliation token must be unknown, not ~w", [W, Token]).
take_token_violation(S, W, Token, 'BB-405', Msg) :-
    pending_value(S, source, "mentalist"),
    Token \== "rank",
    \+ rank_revealed(S, W),
    format(string(Msg), "the Mentalist's wound: ~w's rank token is hidden, so he must take it, not ~w", [W, Token]).
take_token_violation(S, W, Token, 'BB-406', Msg) :-
    affiliation_kind(Token),
    supply_tokens(S, Token, 0),
    findall(T, token_in_supply_for(S, W, T), Ts),
    Ts \== [],
    atomic_list_concat(Ts, ', ', Text),
    format(string(Msg), "the supply has no ~w token left, and ~w may take another that it holds (~w)",
           [Token, W, Text]).

%   token_in_supply_for(+S, +W, -Token): W may take Token by every rule
%   but BB-406, and the supply holds one (the rank token is always there
%   until it is taken).
token_in_supply_for(S, W, T) :-
    member(T, ["rank", "rose", "beast", "unknown"]),
    \+ ( member(Id, ['BB-402', 'BB-403', 'BB-404', 'BB-405']),
          take_token_violation(S, W, T, Id, _) ),
    (   T == "rank"
    ->  true
    ;   \+ supply_tokens(S, T, 0)
    ).

                 /*******************************
                 *         INTERVENTION         *
                 *******************************/

%!  may_offer_intervention(+State, ?Player) is nondet.
%   Player may offer to intervene now: the window is open, he is neither
%   attacker nor target, his rank is hidden, the target holds no Fan, and
%   he has not offered yet.
may_offer_intervention(State, Player) :-
    stage(State, "offers"),
    player_names(State, Names),
    member(Player, Names),
    \+ offer_violation(State, Player, _, _).

offer_violation(S, P, 'BB-303', Msg) :-
    pending_value(S, attacker, P),
    format(string(Msg), "~w is the attacker and cannot intervene in his own attack", [P]).
offer_violation(S, P, 'BB-303', Msg) :-
    pending_value(S, target, P),
    format(string(Msg), "~w is the attacked player; an intervener takes the wound instead of him", [P]).
offer_violation(S, P, 'BB-302', Msg) :-
    rank_revealed(S, P),
    format(string(Msg), "~w's rank token is already revealed, not in the supply", [P]).
offer_violation(S, _, 'BB-304', Msg) :-
    pending_value(S, target, T),
    holds_card(S, T, "fan"),
    format(string(Msg), "~w holds the Fan: nobody may intervene when he is attacked", [T]).
offer_violation(S, P, 'BB-306', Msg) :-
    pending_value(S, offers, Offers),
    memberchk(P, Offers),
    format(string(Msg), "~w has already offered to intervene", [P]).

                 /*******************************
                 *          ABILITIES           *
                 *******************************/

%!  action_ability(?Action, ?Role) is nondet.
action_ability("quill", elder).
action_ability("assassinate", assassin).
action_ability("look", harlequin).
action_ability("heal", alchemist).
action_ability("wound", alchemist).
action_ability("compel", mentalist).
action_ability("guard", guardian).
action_ability("berserk", berserker).
action_ability("staff", mage).
action_ability("fan", courtesan).
action_ability("curse", inquisitor).

ability_action(A) :- action_ability(A, _), !.

%!  guard_colour(+State, +Guardian, -Colour) is semidet.
%   The colour of the Shield the Guardian gives: his Sword's colour if he
%   holds one, else the first colour whose Sword is in the supply.
guard_colour(S, G, Colour) :-
    (   member(Colour, ["1", "2"]),
        string_concat("sword-", Colour, Sword),
        holds_card(S, G, Sword)
    ->  true
    ;   member(Colour, ["1", "2"]),
        string_concat("sword-", Colour, Sword),
        cards_in_supply(S, Sword, 1)
    ->  true
    ),
    string_concat("shield-", Colour, Shield),
    cards_in_supply(S, Shield, N), N > 0.

protected_player(S, T) :-
    pending_value(S, target, T).

%   ability_violation(+Action, +State, +Move, -Rule, -Msg): the rules
%   of the character's ability, by the action's atom (first-argument
%   indexing).
ability_violation(quill, S, M, 'BB-504', "no Quill is left in the supply") :-
    \+ holds_card(S, M.player, "quill"),
    cards_in_supply(S, "quill", 0).
ability_violation(assassinate, S, M, Rule, Msg) :-
    victim_violation(S, M, Rule, Msg).
ability_violation(compel, S, M, Rule, Msg) :-
    victim_violation(S, M, Rule, Msg).
ability_violation(look, _, M, 'BB-503', Msg) :-
    get_dict(players, M, [A, B]),
    (   ( A == M.player ; B == M.player )
    ->  format(string(Msg), "the Harlequin looks at two other players' cards, not his own", [])
    ;   A == B
    ->  format(string(Msg), "the Harlequin looks at two different players, not ~w twice", [A])
    ).
ability_violation(heal, S, M, Rule, Msg) :-
    (   alchemist_violation(S, M, Rule, Msg)
    ;   protected_player(S, T),
        player_tokens(S, T, []),
        Rule = 'BB-543',
        format(string(Msg), "~w has no wound to heal", [T])
    ).
ability_violation(wound, S, M, Rule, Msg) :-
    (   alchemist_violation(S, M, Rule, Msg)
    ;   protected_player(S, T),
        holds_shield(S, T),
        Rule = 'BB-502',
        format(string(Msg), "~w holds a Shield: the Alchemist cannot wound him", [T])
    ).
ability_violation(berserk, S, _, 'BB-502', Msg) :-
    pending_value(S, attacker, A),
    holds_shield(S, A),
    format(string(Msg), "the attacker ~w holds a Shield: the Berserker cannot wound him", [A]).
ability_violation(guard, S, M, Rule, Msg) :-
    (   recipient_violation(M, Rule, Msg)
    ;   \+ guard_colour(S, M.player, _),
        Rule = 'BB-504',
        format(string(Msg), "no Sword and Shield of one colour are left in the supply for ~w", [M.player])
    ).
ability_violation(staff, S, M, Rule, Msg) :-
    (   recipient_violation(M, Rule, Msg)
    ;   ( holds_card(S, M.player, "staff") -> Need = 1 ; Need = 2 ),
        cards_in_supply(S, "staff", N), N < Need,
        Rule = 'BB-504',
        format(string(Msg), "~d Staff card(s) needed, ~d in the supply", [Need, N])
    ).
ability_violation(fan, S, M, Rule, Msg) :-
    (   recipient_violation(M, Rule, Msg)
    ;   cards_in_supply(S, "fan", 0),
        Rule = 'BB-504',
        Msg = "no Fan is left in the supply"
    ).
ability_violation(curse, S, M, Rule, Msg) :-
    curse_supply(S, true, T), curse_supply(S, false, F),
    (   T =:= 0, F =:= 0,
        Rule = 'BB-504',
        Msg = "the curse cards have all been dealt; none is in the supply"
    ;   curse_recipients(M, Rs),
        (   memberchk(M.player, Rs)
        ->  Rule = 'BB-503',
            format(string(Msg), "the Inquisitor deals the curses to other players, not himself", [])
        ;   msort(Rs, Sorted), append(_, [X, X|_], Sorted)
        ->  Rule = 'BB-503',
            format(string(Msg), "each curse card goes to a different player; ~w is named twice", [X])
        )
    ;   \+ ( T =:= 0, F =:= 0 ),
        ( get_dict(true_curse, M, _) -> GT = 1 ; GT = 0 ),
        ( get_dict(false_curses, M, FL) -> length(FL, GF) ; GF = 0 ),
        \+ ( GT =:= T, GF =:= F ),
        Rule = 'BB-596',
        format(string(Msg), "the supply holds ~d True Curse and ~d false curse(s); the deal gives ~d and ~d",
               [T, F, GT, GF])
    ).

alchemist_violation(S, M, 'BB-540', Msg) :-
    \+ pending_value(S, intervener, M.player),
    format(string(Msg), "~w was attacked, not intervening; the Alchemist's ability works only when he intervenes", [M.player]).

victim_violation(_, M, 'BB-503', Msg) :-
    get_dict(victim, M, V),
    V == M.player,
    format(string(Msg), "~w cannot choose himself", [V]).
victim_violation(S, M, 'BB-502', Msg) :-
    get_dict(victim, M, V),
    holds_shield(S, V),
    format(string(Msg), "~w holds a Shield: abilities cannot wound him", [V]).

recipient_violation(M, 'BB-503', Msg) :-
    get_dict(recipient, M, M.player),
    format(string(Msg), "~w gives the card to another player, not himself", [M.player]).

curse_recipients(M, Rs) :-
    ( get_dict(true_curse, M, T) -> R0 = [T] ; R0 = [] ),
    ( get_dict(false_curses, M, Fs) -> true ; Fs = [] ),
    append(R0, Fs, Rs).

                 /*******************************
                 *          CANDIDATES          *
                 *******************************/

%!  candidate(+State, -Move) is nondet.
%   The moves of every player who may act now, in seating order.

candidate(S, M) :-
    \+ game_over(S),
    stage_candidate(S, M).

%   Candidates that a rule always refuses are not generated (check still
%   names the rule for them): offers by the attacker, the target, a
%   player whose rank is revealed or who has offered, or any offer when
%   the target holds a Fan; attacks on a Shield holder, and by the
%   Inquisitor on a player with three wounds; a token a rule forbids
%   whatever the card (the revealed rank token; an affiliation token when
%   the rank token is forced).
stage_candidate(S, M) :-
    no_attack(S),
    dagger_holder(S, D),
    players(S, Ps),
    (   attack_candidate_target(S, Ps, D, T),
        M = _{player:D, action:"attack", target:T}
    ;   other_names(Ps, D, Others),
        member(T, Others),
        M = _{player:D, action:"pass", to:T}
    ).
stage_candidate(S, M) :-
    pending(S, A),
    stage(S, Stage),
    pending_candidate(Stage, S, A, M).

attack_candidate_target(S, Ps, D, T) :-
    ( is_inquisitor(S, D) -> Inq = true ; Inq = false ),
    member(P, Ps),
    get_dict(name, P, T),
    T \== D,
    \+ record_holds_shield(P),
    \+ ( Inq == true, get_dict(tokens, P, [_, _, _]) ).

record_holds_shield(P) :-
    get_dict(cards, P, Cards),
    ( memberchk("shield-1", Cards) ; memberchk("shield-2", Cards) ),
    !.

pending_candidate("offers", S, _, M) :-
    pending_value(S, target, T),
    pending_value(S, offers, Offers),
    (   \+ holds_card(S, T, "fan"),
        ( pending_value(S, attacker, Att) -> true ; Att = none ),
        players(S, Ps),
        member(P, Ps),
        get_dict(name, P, N),
        N \== Att, N \== T,
        \+ ( get_dict(tokens, P, Ts), memberchk("rank", Ts) ),
        \+ memberchk(N, Offers),
        M = _{player:N, action:"offer"}
    ;   M = _{player:T, action:"decline"}
    ;   member(I, Offers),
        M = _{player:T, action:"accept", intervener:I}
    ).
pending_candidate("wound", S, _, M) :-
    pending_value(S, wounded, W),
    player_record(S, W, P),
    get_dict(tokens, P, Ts),
    (   memberchk("rank", Ts)
    ->  Kinds = ["rose", "beast", "unknown"]
    ;   (   pending_value(S, source, "attack"), pending_value(S, intervener, W)
        ;   pending_value(S, source, "mentalist")
        )
    ->  Kinds = ["rank"]
    ;   Kinds = ["rank", "rose", "beast", "unknown"]
    ),
    member(K, Kinds),
    M = _{player:W, action:"take_token", token:K}.
pending_candidate("ability", S, _, M) :-
    pending_value(S, user, U),
    player_role(S, U, Role),
    (   ability_candidate(S, U, Role, M)
    ;   M = _{player:U, action:"skip"}
    ).
pending_candidate("heal", S, _, M) :-
    pending_value(S, target, T),
    player_tokens(S, T, Ts),
    list_to_set(Ts, Kinds),
    member(K, Kinds),
    M = _{player:T, action:"return_token", token:K}.

ability_candidate(_, U, elder, _{player:U, action:"quill"}).
ability_candidate(S, U, assassin, _{player:U, action:"assassinate", victim:V}) :-
    other_players(S, U, Os), member(V, Os).
ability_candidate(S, U, harlequin, _{player:U, action:"look", players:[A, B]}) :-
    other_players(S, U, Os),
    append(_, [A|Rest], Os), member(B, Rest).
ability_candidate(_, U, alchemist, _{player:U, action:"heal"}).
ability_candidate(_, U, alchemist, _{player:U, action:"wound"}).
ability_candidate(S, U, mentalist, _{player:U, action:"compel", victim:V}) :-
    other_players(S, U, Os), member(V, Os).
ability_candidate(S, U, guardian, _{player:U, action:"guard", recipient:R}) :-
    other_players(S, U, Os), member(R, Os).
ability_candidate(_, U, berserker, _{player:U, action:"berserk"}).
ability_candidate(S, U, mage, _{player:U, action:"staff", recipient:R}) :-
    other_players(S, U, Os), member(R, Os).
ability_candidate(S, U, courtesan, _{player:U, action:"fan", recipient:R}) :-
    other_players(S, U, Os), member(R, Os).
ability_candidate(S, U, inquisitor, M) :-
    curse_supply(S, true, T), curse_supply(S, false, F),
    T + F > 0,
    other_players(S, U, Os),
    (   T =:= 1
    ->  member(TR, Os),
        exclude(==(TR), Os, Rest),
        Pairs0 = [true_curse-TR]
    ;   Rest = Os,
        Pairs0 = []
    ),
    (   F =:= 0
    ->  Pairs = Pairs0
    ;   combination(F, Rest, FL),
        append(Pairs0, [false_curses-FL], Pairs)
    ),
    dict_pairs(M0, _, [player-U, action-"curse"|Pairs]),
    M = M0.

%   combination(+K, +List, -Comb): K elements of List, in list order.
combination(0, _, []) :- !.
combination(K, [X|Xs], [X|Cs]) :-
    K1 is K - 1,
    combination(K1, Xs, Cs).
combination(K, [_|Xs], Cs) :-
    K > 0,
    combination(K, Xs, Cs).

                 /*******************************
                 *          VIOLATIONS          *
                 *******************************/

%!  violation(+State, +Move, -RuleId, -Message) is nondet.

violation(S, M, Rule, Msg) :-
    (   game_over(S)
    ->  Rule = 'BB-209',
        get_dict(captured, S, C),
        format(string(Msg), "the game is over: ~w has been captured", [C.player])
    ;   unknown_player(S, M, P)
    ->  Rule = 'BB-210',
        format(string(Msg), "~q is not a player of this game", [P])
    ;   get_dict(action, M, Action),
        atom_string(A, Action),
        action_violation(A, S, M, Rule, Msg)
    ).

%   unknown_player(+State, +Move, -Player): the first player Move names
%   who is not at the table (the fields in the order of move_players/2).
unknown_player(S, M, P) :-
    get_dict(players, S, Ps),
    \+ \+ ( get_dict(K, M, V),
            \+ known_field(K, V, Ps) ),
    (   unknown_named([player, target, to, intervener, victim, recipient, true_curse], M, Ps, P0)
    ->  P = P0
    ;   unknown_listed([players, false_curses], M, Ps, P0)
    ->  P = P0
    ).

unknown_named([K|Ks], M, Ps, P) :-
    (   get_dict(K, M, V), \+ named_player(Ps, V)
    ->  P = V
    ;   unknown_named(Ks, M, Ps, P)
    ).

unknown_listed([K|Ks], M, Ps, P) :-
    (   get_dict(K, M, L), is_list(L),
        member(V, L), \+ named_player(Ps, V)
    ->  P = V
    ;   unknown_listed(Ks, M, Ps, P)
    ).

%   known_field(+Key, +Value, +Players): the field of a move names no
%   player, or only players at the table.
known_field(K, V, Ps) :-
    (   player_field(K)
    ->  named_player(Ps, V)
    ;   list_field(K), is_list(V)
    ->  all_named(V, Ps)
    ;   true
    ).

player_field(player).
player_field(target).
player_field(to).
player_field(intervener).
player_field(victim).
player_field(recipient).
player_field(true_curse).

list_field(players).
list_field(false_curses).

all_named([], _).
all_named([V|Vs], Ps) :-
    named_player(Ps, V),
    all_named(Vs, Ps).

named_player(Ps, P) :-
    string(P),
    record_named(Ps, P, _).

move_players(M, Ps) :-
    findall(P, ( member(K, [player, target, to, intervener, victim, recipient, true_curse]),
                 get_dict(K, M, P) ), Ps0),
    ( get_dict(players, M, L1), is_list(L1) -> true ; L1 = [] ),
    ( get_dict(false_curses, M, L2), is_list(L2) -> true ; L2 = [] ),
    append([Ps0, L1, L2], Ps).

% --- the dagger ---
action_violation(attack, S, M, Rule, Msg) :-
    attack_violation(S, M, Rule, Msg).
action_violation(pass, S, M, Rule, Msg) :-
    (   turn_violation(S, M, Rule, Msg)
    ;   get_dict(to, M, M.player),
        Rule = 'BB-203',
        format(string(Msg), "~w cannot pass the dagger to himself", [M.player])
    ).
% --- intervention ---
action_violation(offer, S, M, Rule, Msg) :-
    (   \+ stage(S, "offers")
    ->  Rule = 'BB-301', window_closed_message(S, Msg)
    ;   offer_violation(S, M.player, Rule, Msg)
    ).
action_violation(accept, S, M, Rule, Msg) :-
    window_violation(accept, S, M, Rule, Msg).
action_violation(decline, S, M, Rule, Msg) :-
    window_violation(decline, S, M, Rule, Msg).
% --- wounds ---
action_violation(take_token, S, M, Rule, Msg) :-
    (   \+ ( stage(S, "wound"), pending_value(S, wounded, M.player) )
    ->  Rule = 'BB-401', not_wounded_message(S, M.player, Msg)
    ;   take_token_violation(S, M.player, M.token, Rule, Msg)
    ).
action_violation(return_token, S, M, Rule, Msg) :-
    (   \+ ( stage(S, "heal"), pending_value(S, target, M.player) )
    ->  Rule = 'BB-401',
        format(string(Msg), "~w is not being healed by an Alchemist now", [M.player])
    ;   player_tokens(S, M.player, Ts),
        \+ memberchk(M.token, Ts),
        Rule = 'BB-543',
        format(string(Msg), "~w has no ~w token to return", [M.player, M.token])
    ).
% --- abilities ---
action_violation(skip, S, M, 'BB-501', Msg) :-
    \+ ( stage(S, "ability"), pending_value(S, user, M.player) ),
    format(string(Msg), "~w has no ability to use or decline now", [M.player]).
action_violation(A, S, M, Rule, Msg) :-
    ability_atom(A),
    ability_step_violation(A, S, M, Rule, Msg).


window_violation(Action, S, M, Rule, Msg) :-
    (   \+ stage(S, "offers")
    ->  Rule = 'BB-301', window_closed_message(S, Msg)
    ;   \+ pending_value(S, target, M.player)
    ->  Rule = 'BB-301',
        pending_value(S, target, T),
        format(string(Msg), "only the attacked player, ~w, accepts or declines intervention", [T])
    ;   Action == accept,
        pending_value(S, offers, Offers),
        \+ memberchk(M.intervener, Offers),
        Rule = 'BB-305',
        format(string(Msg), "~w has not offered to intervene", [M.intervener])
    ).
ability_step_violation(A, S, M, Rule, Msg) :-
    atom_string(A, Action),
    (   \+ ( stage(S, "ability"), pending_value(S, user, M.player) )
    ->  Rule = 'BB-501',
        format(string(Msg), "~w has not just revealed his rank by an attack's wound; no ability may be used now", [M.player])
    ;   player_role(S, M.player, Role),
        \+ action_ability(Action, Role)
    ->  Rule = 'BB-501',
        character_title(Role, Title),
        action_ability(Action, Other), character_title(Other, OtherTitle),
        format(string(Msg), "~w is the ~w; \"~w\" is the ~w's ability", [M.player, Title, Action, OtherTitle])
    ;   ability_violation(A, S, M, Rule, Msg)
    ).

ability_atom(quill).
ability_atom(assassinate).
ability_atom(look).
ability_atom(heal).
ability_atom(wound).
ability_atom(compel).
ability_atom(guard).
ability_atom(berserk).
ability_atom(staff).
ability_atom(fan).
ability_atom(curse).

attack_violation(S, M, Rule, Msg) :-
    turn_violation(S, M, Rule, Msg).
attack_violation(_, M, 'BB-202', Msg) :-
    M.target == M.player,
    format(string(Msg), "~w cannot attack himself", [M.player]).
attack_violation(S, M, 'BB-204', Msg) :-
    M.target \== M.player,
    holds_shield(S, M.target),
    format(string(Msg), "~w holds a Shield and cannot be attacked", [M.target]).
attack_violation(S, M, 'BB-205', Msg) :-
    is_inquisitor(S, M.player),
    M.target \== M.player,
    wounds(S, M.target, 3),
    format(string(Msg), "~w is the Inquisitor and ~w already has three wounds", [M.player, M.target]).

turn_violation(S, M, 'BB-201', Msg) :-
    dagger_holder(S, D),
    (   D \== M.player
    ->  format(string(Msg), "~w holds the dagger; only he attacks or passes", [D])
    ;   pending(S, _)
    ->  format(string(Msg), "~w's attack is still being resolved", [D])
    ).

window_closed_message(S, Msg) :-
    (   pending(S, _)
    ->  Msg = "the intervention window of this attack is closed"
    ;   Msg = "no attack is being made, so there is nothing to intervene in"
    ).

not_wounded_message(S, P, Msg) :-
    (   stage(S, "wound"), pending_value(S, wounded, W)
    ->  format(string(Msg), "~w is suffering the wound now, not ~w", [W, P])
    ;   format(string(Msg), "nobody is suffering a wound now; ~w takes no token", [P])
    ).

                 /*******************************
                 *           EFFECTS            *
                 *******************************/

%!  next(+State, +Move, -State1) is det.

next(S0, M, S) :-
    get_dict(action, M, Action),
    once(effect(Action, S0, M, S)).

% --- the dagger ---
effect("attack", S0, M, S) :-
    put_dict(pending, S0,
             _{attacker:M.player, target:M.target, stage:"offers", offers:[], intervener:null},
             S).
effect("pass", S0, M, S) :-
    put_dict(dagger, S0, M.to, S).
% --- intervention ---
effect("offer", S0, M, S) :-
    pending_value(S0, offers, Offers0),
    append(Offers0, [M.player], Offers),
    set_pending(S0, [offers-Offers], S).
effect("accept", S0, M, S) :-
    pending_value(S0, attacker, A),
    set_pending(S0, [intervener-M.intervener], S1),
    begin_wound(S1, M.intervener, "attack", A, 1, M.intervener, S).
effect("decline", S0, M, S) :-
    pending_value(S0, attacker, A),
    begin_wound(S0, M.player, "attack", A, 1, M.player, S).
% --- wounds ---
effect("take_token", S0, M, S) :-
    W = M.player,
    Token = M.token,
    add_token(S0, W, Token, S1),
    sword_check(S1, W, S2),
    pending_value(S2, source, Source),
    pending_value(S2, wounds, N),
    pending_value(S2, by, By),
    pending_value(S2, dagger_to, To),
    (   Source == "attack", Token == "rank"
    ->  set_pending(S2, [stage-"ability", user-W], S)
    ;   N > 1
    ->  N1 is N - 1,
        begin_wound(S2, W, Source, By, N1, To, S)
    ;   end_attack(S2, S)
    ).
effect("return_token", S0, M, S) :-
    remove_token(S0, M.player, M.token, S1),
    end_attack(S1, S).
% --- abilities ---
effect("skip", S0, _, S) :- end_attack(S0, S).
effect("quill", S0, M, S) :-
    give_card_once(S0, M.player, "quill", S1),
    end_attack(S1, S).
effect("assassinate", S0, M, S) :-
    begin_wound(S0, M.victim, "assassin", M.player, 2, M.victim, S).
effect("look", S0, _, S) :- end_attack(S0, S).
effect("heal", S0, M, S) :-
    set_pending(S0, [stage-"heal", user-M.player], S).
effect("wound", S0, M, S) :-
    pending_value(S0, target, T),
    begin_wound(S0, T, "alchemist", M.player, 1, M.player, S).
effect("compel", S0, M, S) :-
    begin_wound(S0, M.victim, "mentalist", M.player, 1, M.victim, S).
effect("guard", S0, M, S) :-
    guard_colour(S0, M.player, Colour),
    string_concat("shield-", Colour, Shield),
    string_concat("sword-", Colour, Sword),
    give_card(S0, M.recipient, Shield, S1),
    give_card_once(S1, M.player, Sword, S2),
    end_attack(S2, S).
effect("berserk", S0, M, S) :-
    pending_value(S0, attacker, A),
    pending_value(S0, dagger_to, To),
    begin_wound(S0, A, "berserker", M.player, 1, To, S).
effect("staff", S0, M, S) :-
    give_card(S0, M.recipient, "staff", S1),
    give_card_once(S1, M.player, "staff", S2),
    end_attack(S2, S).
effect("fan", S0, M, S) :-
    give_card(S0, M.recipient, "fan", S1),
    end_attack(S1, S).
effect("curse", S0, M, S) :-
    (   get_dict(true_curse, M, T) -> give_card(S0, T, "curse-true", S1) ; S1 = S0 ),
    (   get_dict(false_curses, M, Fs) -> true ; Fs = [] ),
    foldl([F, A0, A]>>give_card(A0, F, "curse-false", A), Fs, S1, S2),
    put_dict(curse_supply, S2, _{true:0, false:0}, S3),
    end_attack(S3, S).

%!  begin_wound(+S0, +Player, +Source, +By, +Wounds, +DaggerTo, -S) is det.
%   Player is to suffer Wounds wounds from Source, dealt by By.  A player
%   who already has three wounds is captured at once (BB-407).
begin_wound(S0, W, Source, By, N, To, S) :-
    (   wounds(S0, W, 3)
    ->  put_dict(_{captured:_{player:W, by:By, source:Source}, pending:null}, S0, S)
    ;   set_pending(S0, [stage-"wound", wounded-W, source-Source, by-By,
                         wounds-N, dagger_to-To], S)
    ).

end_attack(S0, S) :-
    pending_value(S0, dagger_to, To),
    put_dict(_{dagger:To, pending:null}, S0, S).

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

give_card_once(S0, Name, Card, S) :-
    (   holds_card(S0, Name, Card) -> S = S0 ; give_card(S0, Name, Card, S) ).

%   BB-561: the Sword holder's third wound returns the Sword and every
%   Shield of its colour.
sword_check(S0, W, S) :-
    (   wounds(S0, W, 3),
        member(Colour, ["1", "2"]),
        string_concat("sword-", Colour, Sword),
        holds_card(S0, W, Sword)
    ->  string_concat("shield-", Colour, Shield),
        players(S0, Ps0),
        maplist({Sword, Shield}/[P0, P]>>( ( get_dict(cards, P0, Cs0) -> true ; Cs0 = [] ),
                           exclude({Sword, Shield}/[C]>>memberchk(C, [Sword, Shield]), Cs0, Cs),
                           put_dict(cards, P0, Cs, P) ), Ps0, Ps),
        put_dict(players, S0, Ps, S)
    ;   S = S0
    ).

                 /*******************************
                 *      CAPTURE AND VICTORY     *
                 *******************************/

%!  outcome(+State, -Outcome) is det.

outcome(S, O) :-
    (   get_dict(captured, S, C), is_dict(C)
    ->  capture_outcome(S, C, O)
    ;   O = _{result:"ongoing"}
    ).

capture_outcome(S, C, O) :-
    Captured = C.player,
    By = C.by,
    player_names(S, Names),
    (   is_inquisitor(S, Captured)
    ->  Winners = [Captured], Side = "inquisitor", Rule = 'BB-604',
        format(string(Reason), "~w, the Inquisitor, was captured by ~w: the Inquisitor wins alone", [Captured, By])
    ;   clan_result(S, Captured, By, Clan, Rule0, Reason0),
        clan_members(S, "order", Inqs),
        (   Inqs = [Inq],
            clan_leader(S, Clan, Leader),
            holds_card(S, Leader, "curse-true")
        ->  Winners = [Inq], Side = "inquisitor", Rule = 'BB-605',
            format(string(Reason), "~w; but ~w, the ~w clan's leader, holds the True Curse: the Inquisitor ~w steals the win",
                   [Reason0, Leader, Clan, Inq])
        ;   clan_members(S, Clan, Winners), Side = Clan, Rule = Rule0, Reason = Reason0
        )
    ),
    exclude({Winners}/[N]>>memberchk(N, Winners), Names, Losers),
    O = _{result:"won", winners:Winners, losers:Losers, rule:Rule, reason:Reason,
          side:Side, captured:Captured, capturer:By}.

clan_result(S, Captured, By, Winner, Rule, Reason) :-
    player_clan(S, By, ByClan),
    player_clan(S, Captured, CClan),
    (   rival_clan(ByClan, CClan),
        clan_leader(S, CClan, Captured)
    ->  Winner = ByClan, Rule = 'BB-602',
        format(string(Reason), "~w (~w) captured ~w, the ~w clan's leader: the ~w clan wins",
               [By, ByClan, Captured, CClan, ByClan])
    ;   rival_clan(ByClan, Winner),
        Rule = 'BB-603',
        (   CClan == ByClan
        ->  format(string(Reason), "~w (~w) captured ~w of his own clan: the ~w clan wins",
                   [By, ByClan, Captured, Winner])
        ;   clan_leader(S, CClan, Leader),
            format(string(Reason), "~w (~w) captured ~w, who is not the ~w clan's leader (~w is): the ~w clan wins",
                   [By, ByClan, Captured, CClan, Leader, Winner])
        )
    ).

                 /*******************************
                 *       MALFORMED MOVES        *
                 *******************************/

%!  move_error(+State, +Move, -Path, -Message) is semidet.

move_error(S, M, Path, Msg) :-
    once(( move_problem(M, Path, Msg)
         ; seating_order_problem(S, M, Path, Msg)
         )).

%   Lists of players whose order means nothing (the Harlequin's two
%   players, the false curses' recipients) are written in seating order,
%   so that each decision has one spelling.
seating_order_problem(S, M, Path, Msg) :-
    get_dict(action, M, A),
    (   A == "look" -> K = players ; A == "curse", K = false_curses ),
    get_dict(K, M, L),
    is_list(L),
    player_names(S, Names),
    forall(member(X, L), memberchk(X, Names)),
    get_dict(player, M, Mover),
    \+ memberchk(Mover, L),
    sort(L, Set), length(Set, N), length(L, N),
    include({L}/[X]>>memberchk(X, L), Names, Ordered),
    Ordered \== L,
    json_path([K], Path),
    atomic_list_concat(Ordered, ", ", Text),
    format(string(Msg), "name the players of \"~w\" in seating order: ~w", [K, Text]).

move_fields("attack", [target-string]).
move_fields("pass", [to-string]).
move_fields("offer", []).
move_fields("accept", [intervener-string]).
move_fields("decline", []).
move_fields("take_token", [token-token]).
move_fields("return_token", [token-token]).
move_fields("skip", []).
move_fields("quill", []).
move_fields("assassinate", [victim-string]).
move_fields("look", [players-pair]).
move_fields("heal", []).
move_fields("wound", []).
move_fields("compel", [victim-string]).
move_fields("guard", [recipient-string]).
move_fields("berserk", []).
move_fields("staff", [recipient-string]).
move_fields("fan", [recipient-string]).
move_fields("curse", []).

optional_fields("curse", [true_curse-string, false_curses-strings]).

move_problem(M, "$.player", "a move names the player who makes it (a string)") :-
    \+ ( get_dict(player, M, P), string(P) ).
move_problem(M, "$.action", "a move names its action (a string)") :-
    \+ ( get_dict(action, M, A), string(A) ).
move_problem(M, "$.action", Msg) :-
    get_dict(action, M, A), string(A),
    \+ move_fields(A, _),
    findall(X, move_fields(X, _), Xs),
    atomic_list_concat(Xs, ", ", Known),
    format(string(Msg), "unknown action ~q; the actions are: ~w", [A, Known]).
move_problem(M, Path, Msg) :-
    get_dict(action, M, A), string(A),
    move_fields(A, Fields),
    member(K-Type, Fields),
    json_path([K], Path),
    (   \+ get_dict(K, M, _)
    ->  format(string(Msg), "the ~w move needs a \"~w\" field", [A, K])
    ;   get_dict(K, M, V), \+ field_type(Type, V),
        type_text(Type, T),
        format(string(Msg), "\"~w\" must be ~w", [K, T])
    ).
move_problem(M, Path, Msg) :-
    get_dict(action, M, A), string(A),
    optional_fields(A, Fields),
    member(K-Type, Fields),
    get_dict(K, M, V), \+ field_type(Type, V),
    json_path([K], Path),
    type_text(Type, T),
    format(string(Msg), "\"~w\" must be ~w", [K, T]).
move_problem(M, Path, Msg) :-
    get_dict(action, M, A), string(A),
    move_fields(A, Fields),
    ( optional_fields(A, Opt) -> true ; Opt = [] ),
    append(Fields, Opt, All),
    dict_pairs(M, _, Pairs),
    member(K-_, Pairs),
    \+ memberchk(K, [player, action]),
    \+ memberchk(K-_, All),
    json_path([K], Path),
    format(string(Msg), "the ~w move has no \"~w\" field", [A, K]).

field_type(string, V) :- string(V).
field_type(token, V) :- string(V), memberchk(V, ["rank", "rose", "beast", "unknown"]).
field_type(pair, [A, B]) :- string(A), string(B).
field_type(strings, L) :- is_list(L), forall(member(X, L), string(X)).

type_text(string, "a player's name (a string)").
type_text(token, "one of \"rank\", \"rose\", \"beast\", \"unknown\"").
type_text(pair, "a list of two players' names").
type_text(strings, "a list of players' names").

                 /*******************************
                 *         MOVE IN WORDS        *
                 *******************************/

%!  move_text(+State, +Move, -Text) is det.

move_text(S, M, Text) :-
    (   catch(once(text(S, M, Text0)), _, fail)
    ->  Text = Text0
    ;   format(string(Text), "~w: ~w", [M.get(player, "?"), M.get(action, "?")])
    ).

text(S, M, T) :-
    get_dict(action, M, Action),
    string(Action),
    atom_string(A, Action),
    action_text(A, S, M, T).

action_text(attack, _, M, T) :-
    format(string(T), "~w attacks ~w", [M.player, M.target]).
action_text(pass, _, M, T) :-
    format(string(T), "~w passes the dagger to ~w", [M.player, M.to]).
action_text(offer, S, M, T) :-
    pending_value(S, target, Tg),
    format(string(T), "~w offers to intervene for ~w", [M.player, Tg]).
action_text(accept, _, M, T) :-
    format(string(T), "~w accepts ~w's offer to intervene", [M.player, M.intervener]).
action_text(decline, _, M, T) :-
    format(string(T), "~w accepts no offer and suffers the wound", [M.player]).
action_text(take_token, _, M, T) :-
    (   M.token == "rank"
    ->  format(string(T), "~w takes his rank token", [M.player])
    ;   M.token == "unknown"
    ->  format(string(T), "~w takes an unknown affiliation token", [M.player])
    ;   format(string(T), "~w takes a ~w affiliation token", [M.player, M.token])
    ).
action_text(return_token, _, M, T) :-
    format(string(T), "~w returns his ~w token to the supply", [M.player, M.token]).
action_text(skip, _, M, T) :-
    format(string(T), "~w does not use his ability", [M.player]).
action_text(quill, _, M, T) :-
    format(string(T), "~w (Elder) takes the Quill", [M.player]).
action_text(assassinate, _, M, T) :-
    format(string(T), "~w (Assassin) deals two wounds to ~w", [M.player, M.victim]).
action_text(look, _, M, T) :-
    M.players = [A, B],
    format(string(T), "~w (Harlequin) looks at the cards of ~w and ~w", [M.player, A, B]).
action_text(heal, S, M, T) :-
    pending_value(S, target, Tg),
    format(string(T), "~w (Alchemist) heals one wound of ~w", [M.player, Tg]).
action_text(wound, S, M, T) :-
    pending_value(S, target, Tg),
    format(string(T), "~w (Alchemist) deals one wound to ~w", [M.player, Tg]).
action_text(compel, _, M, T) :-
    format(string(T), "~w (Mentalist) deals one wound to ~w, who must reveal his rank", [M.player, M.victim]).
action_text(guard, _, M, T) :-
    format(string(T), "~w (Guardian) gives a Shield to ~w and takes the Sword", [M.player, M.recipient]).
action_text(berserk, S, M, T) :-
    pending_value(S, attacker, A),
    format(string(T), "~w (Berserker) deals one wound to the attacker, ~w", [M.player, A]).
action_text(staff, _, M, T) :-
    format(string(T), "~w (Mage) gives a Staff to ~w and takes one", [M.player, M.recipient]).
action_text(fan, _, M, T) :-
    format(string(T), "~w (Courtesan) gives the Fan to ~w", [M.player, M.recipient]).
action_text(curse, _, M, T) :-
    curse_recipients(M, Rs),
    atomic_list_concat(Rs, ", ", L),
    (   get_dict(true_curse, M, TC)
    ->  format(string(T), "~w (Inquisitor) deals the curse cards to ~w (True Curse to ~w)", [M.player, L, TC])
    ;   format(string(T), "~w (Inquisitor) deals the curse cards to ~w", [M.player, L])
    ).

                 /*******************************
                 *         EXPLANATIONS         *
                 *******************************/

%!  checks(+State, +Move, -RuleId) is nondet.
%
%   The constraint rules a move of this kind is checked against, in
%   rulebook order: exactly the rules violation/4 looks at for this move
%   in this position.  After a capture only BB-209 is looked at; a move
%   naming someone not at the table is checked against BB-209 and BB-210
%   only; a decision out of its step (a token taken by a player who is
%   not wounded, an ability used outside its step) is checked against
%   the step's rule only, since the rest concern the player at that step.

checks(S, M, Id) :-
    get_dict(action, M, A),
    (   action_checks(A, Ids0) -> true ; Ids0 = [] ),
    append(['BB-209', 'BB-210'], Ids0, Ids),
    member(Id, Ids),
    catch(concerns(S, M, Id), _, fail).

action_checks("attack",       ['BB-201', 'BB-202', 'BB-204', 'BB-205']).
action_checks("pass",         ['BB-201', 'BB-203']).
action_checks("offer",        ['BB-301', 'BB-302', 'BB-303', 'BB-304', 'BB-306']).
action_checks("accept",       ['BB-301', 'BB-305']).
action_checks("decline",      ['BB-301']).
action_checks("take_token",   ['BB-401', 'BB-402', 'BB-403', 'BB-404', 'BB-405', 'BB-406']).
action_checks("return_token", ['BB-401', 'BB-543']).
action_checks("skip",         ['BB-501']).
action_checks("quill",        ['BB-501', 'BB-504']).
action_checks("assassinate",  ['BB-501', 'BB-502', 'BB-503']).
action_checks("look",         ['BB-501', 'BB-503']).
action_checks("heal",         ['BB-501', 'BB-540', 'BB-543']).
action_checks("wound",        ['BB-501', 'BB-502', 'BB-540']).
action_checks("compel",       ['BB-501', 'BB-502', 'BB-503']).
action_checks("guard",        ['BB-501', 'BB-503', 'BB-504']).
action_checks("berserk",      ['BB-501', 'BB-502']).
action_checks("staff",        ['BB-501', 'BB-503', 'BB-504']).
action_checks("fan",          ['BB-501', 'BB-503', 'BB-504']).
action_checks("curse",        ['BB-501', 'BB-503', 'BB-504', 'BB-596']).

%   concerns(+State, +Move, +RuleId): violation/4 looks at RuleId for
%   Move in State.
concerns(_, _, 'BB-209') :- !.
concerns(S, _, _) :-
    game_over(S), !, fail.
concerns(_, _, 'BB-210') :- !.
concerns(S, M, _) :-
    unknown_player(S, M, _), !, fail.
concerns(S, M, Id) :-
    concerns_rule(Id, S, M).

concerns_rule('BB-201', _, _).
concerns_rule('BB-202', _, _).
concerns_rule('BB-203', _, _).
concerns_rule('BB-204', _, M) :- M.target \== M.player.
concerns_rule('BB-205', S, M) :- is_inquisitor(S, M.player), M.target \== M.player.
concerns_rule('BB-301', _, _).
concerns_rule(Id, S, _) :-
    memberchk(Id, ['BB-302', 'BB-303', 'BB-304', 'BB-306']),
    stage(S, "offers").
concerns_rule('BB-305', S, M) :-
    M.action == "accept",
    stage(S, "offers"),
    pending_value(S, target, M.player).
concerns_rule('BB-401', _, _).
concerns_rule(Id, S, M) :-
    memberchk(Id, ['BB-402', 'BB-403', 'BB-404', 'BB-405', 'BB-406']),
    stage(S, "wound"),
    pending_value(S, wounded, M.player),
    token_rule_concerns(Id, S, M).
concerns_rule('BB-543', S, M) :-
    M.action == "return_token",
    stage(S, "heal"),
    pending_value(S, target, M.player).
concerns_rule('BB-501', _, _).
concerns_rule(Id, S, M) :-
    memberchk(Id, ['BB-502', 'BB-503', 'BB-504', 'BB-540', 'BB-543', 'BB-596']),
    ability_action(M.action),
    stage(S, "ability"),
    pending_value(S, user, M.player),
    player_role(S, M.player, Role),
    action_ability(M.action, Role),
    ability_rule_concerns(Id, S, M).

token_rule_concerns('BB-402', _, _).
token_rule_concerns('BB-403', S, M) :-
    pending_value(S, source, "attack"),
    pending_value(S, intervener, M.player).
token_rule_concerns('BB-404', S, M) :-
    affiliation_kind(M.token),
    holds_card(S, M.player, "staff").
token_rule_concerns('BB-405', S, _) :-
    pending_value(S, source, "mentalist").
token_rule_concerns('BB-406', _, M) :-
    affiliation_kind(M.token).

ability_rule_concerns('BB-502', _, _).
ability_rule_concerns('BB-503', _, _).
ability_rule_concerns('BB-504', _, _).
ability_rule_concerns('BB-540', _, _).
ability_rule_concerns('BB-543', _, _).
ability_rule_concerns('BB-596', S, _) :-
    \+ ( curse_supply(S, true, 0), curse_supply(S, false, 0) ).

%!  rule_facts(+State, +Move, +RuleId, -Facts:list(string)) is det.
%
%   The facts of this position that decide RuleId for Move.

rule_facts(S, M, Id, Facts) :-
    findall(F, catch(rule_fact(S, M, Id, F), _, fail), Facts).

rule_fact(S, _, 'BB-209', F) :-
    (   get_dict(captured, S, C), is_dict(C)
    ->  format(string(F), "~w was captured by ~w: the game is over", [C.player, C.by])
    ;   F = "nobody has been captured: the game goes on"
    ).
rule_fact(S, _, 'BB-210', F) :-
    player_names(S, Ns),
    names_text(Ns, T),
    format(string(F), "the players at the table: ~w", [T]).
rule_fact(S, M, 'BB-210', F) :-
    move_players(M, Ps),
    exclude(is_player(S), Ps, Unknown),
    Unknown \== [],
    names_text(Unknown, T),
    format(string(F), "the move names ~w, who is not at the table", [T]).
rule_fact(S, M, 'BB-201', F) :-
    dagger_holder(S, D),
    format(string(F), "~w holds the dagger; the move is ~w's", [D, M.player]).
rule_fact(S, _, 'BB-201', F) :-
    attack_status(S, F).
rule_fact(_, M, 'BB-202', F) :-
    (   M.target == M.player
    ->  format(string(F), "~w names himself as the target", [M.player])
    ;   format(string(F), "~w names ~w as the target", [M.player, M.target])
    ).
rule_fact(_, M, 'BB-203', F) :-
    (   M.to == M.player
    ->  format(string(F), "~w names himself as the receiver of the dagger", [M.player])
    ;   format(string(F), "~w names ~w as the receiver of the dagger", [M.player, M.to])
    ).
rule_fact(S, M, 'BB-204', F) :-
    shield_fact(S, M.target, F).
rule_fact(S, M, 'BB-205', F) :-
    wounds(S, M.target, N),
    format(string(F), "~w is the Inquisitor; ~w has ~d wound(s)", [M.player, M.target, N]).
rule_fact(S, _, 'BB-301', F) :-
    attack_status(S, F).
rule_fact(S, M, 'BB-301', F) :-
    memberchk(M.action, ["accept", "decline"]),
    pending_value(S, target, T),
    format(string(F), "the attacked player is ~w; the move is ~w's", [T, M.player]).
rule_fact(S, M, 'BB-302', F) :-
    (   rank_revealed(S, M.player)
    ->  tokens_text(S, M.player, TT),
        format(string(F), "~w's rank token is revealed (his tokens: ~w)", [M.player, TT])
    ;   format(string(F), "~w's rank token is still in the supply: his rank is hidden", [M.player])
    ).
rule_fact(S, M, 'BB-303', F) :-
    pending_value(S, attacker, A),
    pending_value(S, target, T),
    format(string(F), "~w attacks ~w; the offer is ~w's", [A, T, M.player]).
rule_fact(S, _, 'BB-304', F) :-
    pending_value(S, target, T),
    (   holds_card(S, T, "fan")
    ->  format(string(F), "~w, the attacked player, holds a Fan", [T])
    ;   format(string(F), "~w, the attacked player, holds no Fan", [T])
    ).
rule_fact(S, M, 'BB-305', F) :-
    pending_value(S, offers, Offers),
    names_text(Offers, T),
    format(string(F), "offers made: ~w; the move accepts ~w's", [T, M.intervener]).
rule_fact(S, M, 'BB-306', F) :-
    pending_value(S, offers, Offers),
    names_text(Offers, T),
    (   memberchk(M.player, Offers)
    ->  format(string(F), "offers made so far: ~w (~w among them)", [T, M.player])
    ;   format(string(F), "offers made so far: ~w (not ~w)", [T, M.player])
    ).
rule_fact(S, M, 'BB-401', F) :-
    (   M.action == "return_token"
    ->  heal_status(S, F)
    ;   wound_status(S, F)
    ).
rule_fact(S, M, 'BB-402', F) :-
    player_icons(S, M.player, Icons),
    atomic_list_concat(Icons, ", ", I),
    format(string(F), "~w's card: the rank symbol and the icons ~w", [M.player, I]).
rule_fact(S, M, 'BB-402', F) :-
    tokens_text(S, M.player, TT),
    format(string(F), "~w's revealed tokens: ~w", [M.player, TT]).
rule_fact(S, M, 'BB-403', F) :-
    pending_value(S, attacker, A),
    format(string(F), "~w intervened in ~w's attack and suffers its wound", [M.player, A]).
rule_fact(S, M, 'BB-404', F) :-
    holds_card(S, M.player, "staff"),
    format(string(F), "~w holds a Staff; the move takes a ~w token", [M.player, M.token]).
rule_fact(S, M, 'BB-405', F) :-
    pending_value(S, by, By),
    (   rank_revealed(S, M.player)
    ->  format(string(F), "the Mentalist ~w deals the wound; ~w's rank token is already revealed", [By, M.player])
    ;   format(string(F), "the Mentalist ~w deals the wound; ~w's rank token is hidden", [By, M.player])
    ).
rule_fact(S, M, 'BB-406', F) :-
    supply_tokens(S, M.token, N),
    format(string(F), "the supply holds ~d ~w token(s)", [N, M.token]).
rule_fact(S, _, 'BB-501', F) :-
    (   stage(S, "ability"), pending_value(S, user, U)
    ->  format(string(F), "~w has just taken his rank token for an attack's wound: it is his ability step", [U])
    ;   attack_status(S, F0),
        format(string(F), "no ability step now: ~w", [F0])
    ).
rule_fact(S, M, 'BB-501', F) :-
    stage(S, "ability"),
    pending_value(S, user, M.player),
    player_role(S, M.player, Role),
    character_title(Role, Title),
    (   M.action == "skip"
    ->  format(string(F), "~w is the ~w", [M.player, Title])
    ;   action_ability(M.action, Owner),
        character_title(Owner, OwnerTitle),
        format(string(F), "~w is the ~w; \"~w\" is the ~w's ability", [M.player, Title, M.action, OwnerTitle])
    ).
rule_fact(S, M, 'BB-502', F) :-
    wounded_by_ability(S, M, V),
    shield_fact(S, V, F).
rule_fact(_, M, 'BB-503', F) :-
    chosen_players(M, Chosen),
    names_text(Chosen, T),
    format(string(F), "~w uses the ability and names ~w", [M.player, T]).
rule_fact(S, M, 'BB-504', F) :-
    supply_fact(S, M, F).
rule_fact(S, M, 'BB-540', F) :-
    (   pending_value(S, intervener, M.player)
    ->  pending_value(S, target, T),
        format(string(F), "~w intervened for ~w", [M.player, T])
    ;   format(string(F), "~w was the attacked player; he did not intervene", [M.player])
    ).
rule_fact(S, M, 'BB-543', F) :-
    (   M.action == "return_token" -> W = M.player ; protected_player(S, W) ),
    tokens_text(S, W, TT),
    format(string(F), "~w's tokens: ~w", [W, TT]).
rule_fact(_, M, 'BB-543', F) :-
    M.action == "return_token",
    format(string(F), "the move returns a ~w token", [M.token]).
rule_fact(S, M, 'BB-596', F) :-
    curse_supply(S, true, T), curse_supply(S, false, Fa),
    ( get_dict(true_curse, M, _) -> GT = 1 ; GT = 0 ),
    ( get_dict(false_curses, M, FL) -> length(FL, GF) ; GF = 0 ),
    format(string(F), "the supply holds ~d True Curse and ~d false curse(s); the deal gives ~d True Curse and ~d false curse(s)",
           [T, Fa, GT, GF]).

%   The position of the attack, in words.
attack_status(S, F) :-
    (   \+ pending(S, _)
    ->  F = "no attack is being resolved"
    ;   pending_value(S, attacker, A),
        pending_value(S, target, T),
        stage_waiting(S, W),
        format(string(F), "~w's attack on ~w is being resolved: ~w", [A, T, W])
    ).

stage_waiting(S, W) :-
    stage(S, Stage),
    (   Stage == "offers"
    ->  pending_value(S, offers, Os),
        names_text(Os, OT),
        format(string(W), "its intervention window is open (offers: ~w)", [OT])
    ;   Stage == "wound"
    ->  pending_value(S, wounded, P),
        source_text(S, Src),
        format(string(W), "~w is taking a token for ~w", [P, Src])
    ;   Stage == "ability"
    ->  pending_value(S, user, U),
        format(string(W), "~w is at his ability step", [U])
    ;   Stage == "heal"
    ->  pending_value(S, target, T),
        format(string(W), "~w returns a token (the Alchemist's heal)", [T])
    ;   format(string(W), "its stage is ~w", [Stage])
    ).

source_text(S, T) :-
    pending_value(S, source, Src),
    pending_value(S, by, By),
    (   Src == "attack"
    ->  format(string(T), "the wound of ~w's attack", [By])
    ;   format(string(T), "the wound of the ~w ~w's ability", [Src, By])
    ).

wound_status(S, F) :-
    (   stage(S, "wound"), pending_value(S, wounded, W)
    ->  source_text(S, Src),
        format(string(F), "~w is suffering a wound now (~w)", [W, Src])
    ;   attack_status(S, F0),
        format(string(F), "nobody is suffering a wound now: ~w", [F0])
    ).

heal_status(S, F) :-
    (   stage(S, "heal"), pending_value(S, target, T), pending_value(S, user, U)
    ->  format(string(F), "the Alchemist ~w heals ~w, who returns a token", [U, T])
    ;   attack_status(S, F0),
        format(string(F), "no Alchemist is healing now: ~w", [F0])
    ).

shield_fact(S, P, F) :-
    player_cards(S, P, Cards),
    include([C]>>sub_string(C, 0, _, _, "shield-"), Cards, Shields),
    (   Shields == []
    ->  format(string(F), "~w holds no Shield", [P])
    ;   atomic_list_concat(Shields, ", ", T),
        format(string(F), "~w holds a Shield (~w)", [P, T])
    ).

%   The player an ability would wound.
wounded_by_ability(_, M, V) :-
    memberchk(M.action, ["assassinate", "compel"]),
    V = M.victim.
wounded_by_ability(S, M, T) :-
    M.action == "wound",
    protected_player(S, T).
wounded_by_ability(S, M, A) :-
    M.action == "berserk",
    pending_value(S, attacker, A).

chosen_players(M, Ps) :-
    (   memberchk(M.action, ["assassinate", "compel"]) -> Ps = [M.victim]
    ;   M.action == "look" -> Ps = M.players
    ;   memberchk(M.action, ["guard", "staff", "fan"]) -> Ps = [M.recipient]
    ;   M.action == "curse" -> curse_recipients(M, Ps)
    ).

supply_fact(S, M, F) :-
    (   M.action == "quill"
    ->  cards_in_supply(S, "quill", N),
        cards_text(S, M.player, CT),
        format(string(F), "~d Quill(s) in the supply; ~w holds ~w", [N, M.player, CT])
    ;   M.action == "guard"
    ->  findall(T, ( member(C, ["sword-1", "shield-1", "sword-2", "shield-2"]),
                     cards_in_supply(S, C, N), format(string(T), "~w ~d", [C, N]) ), Ts),
        atomic_list_concat(Ts, ", ", TT),
        cards_text(S, M.player, CT),
        format(string(F), "in the supply: ~w; ~w holds ~w", [TT, M.player, CT])
    ;   M.action == "staff"
    ->  cards_in_supply(S, "staff", N),
        (   holds_card(S, M.player, "staff")
        ->  format(string(F), "~d Staff(s) in the supply; ~w holds one already, so he needs 1 to give", [N, M.player])
        ;   format(string(F), "~d Staff(s) in the supply; ~w holds none, so he needs 2 (one to give, one to keep)", [N, M.player])
        )
    ;   M.action == "fan"
    ->  cards_in_supply(S, "fan", N),
        format(string(F), "~d Fan(s) in the supply", [N])
    ;   M.action == "curse"
    ->  curse_supply(S, true, T), curse_supply(S, false, Fa),
        format(string(F), "the supply holds ~d True Curse and ~d false curse(s)", [T, Fa])
    ).

tokens_text(S, P, T) :-
    player_tokens(S, P, Ts),
    (   Ts == [] -> T = "none" ; atomic_list_concat(Ts, ", ", T) ).

cards_text(S, P, T) :-
    player_cards(S, P, Cs),
    (   Cs == [] -> T = "no ability card" ; atomic_list_concat(Cs, ", ", T) ).

names_text([], "nobody") :- !.
names_text(Ns, T) :-
    atomic_list_concat(Ns, ", ", T).

%!  repair(+State, +Move, +RuleId, -Fix:string) is nondet.
%
%   A change that would make Move satisfy RuleId, in a judge's words.

repair(S, M, Id, Fix) :-
    catch(fix(S, M, Id, Fix), _, fail).

fix(S, _, 'BB-209', Fix) :-
    get_dict(captured, S, C),
    format(string(Fix), "none: the game ended when ~w was captured; a new game starts from a new set-up", [C.player]).
fix(S, M, 'BB-210', Fix) :-
    move_players(M, Ps),
    exclude(is_player(S), Ps, Unknown),
    names_text(Unknown, U),
    player_names(S, Ns),
    names_text(Ns, T),
    format(string(Fix), "replace ~w by a player at the table: ~w", [U, T]).
fix(S, M, 'BB-201', Fix) :-
    dagger_holder(S, D),
    (   D \== M.player
    ->  format(string(Fix), "only ~w, who holds the dagger, attacks or passes now", [D])
    ;   attack_status(S, St),
        format(string(Fix), "the attack must be resolved first (~w); the dagger then passes on", [St])
    ).
fix(S, M, 'BB-202', Fix) :-
    legal_values(S, _{player:M.player, action:"attack", target:T}, T, Ts),
    (   Ts == []
    ->  format(string(Fix), "nobody may be attacked now: ~w passes the dagger instead", [M.player])
    ;   names_text(Ts, TT),
        format(string(Fix), "attack another player: ~w", [TT])
    ).
fix(S, M, 'BB-203', Fix) :-
    legal_values(S, _{player:M.player, action:"pass", to:T}, T, Ts),
    names_text(Ts, TT),
    format(string(Fix), "pass the dagger to another player: ~w", [TT]).
fix(S, M, 'BB-204', Fix) :-
    legal_values(S, _{player:M.player, action:"attack", target:T}, T, Ts),
    (   Ts == []
    ->  format(string(Fix), "nobody without a Shield may be attacked now: ~w passes the dagger instead", [M.player])
    ;   names_text(Ts, TT),
        format(string(Fix), "attack a player who holds no Shield: ~w", [TT])
    ).
fix(S, M, 'BB-204', Fix) :-
    member(Colour, ["1", "2"]),
    string_concat("shield-", Colour, Shield),
    holds_card(S, M.target, Shield),
    string_concat("sword-", Colour, Sword),
    player_names(S, Ns), member(G, Ns), holds_card(S, G, Sword),
    format(string(Fix), "~w keeps the Shield until ~w, who holds ~w, suffers his third wound", [M.target, G, Sword]).
fix(S, M, 'BB-205', Fix) :-
    legal_values(S, _{player:M.player, action:"attack", target:T}, T, Ts),
    (   Ts == []
    ->  format(string(Fix), "~w may attack nobody now: he passes the dagger instead", [M.player])
    ;   names_text(Ts, TT),
        format(string(Fix), "the Inquisitor attacks a player with fewer than three wounds: ~w", [TT])
    ).
fix(S, M, 'BB-301', Fix) :-
    (   \+ pending(S, _)
    ->  (   M.action == "offer"
        ->  Fix = "offers are made only after the dagger holder declares an attack, while its window is open"
        ;   Fix = "a player accepts or declines intervention only when he is attacked, before his wound"
        )
    ;   \+ stage(S, "offers")
    ->  stage(S, Stage),
        format(string(Fix), "the window of this attack has closed (the attack is at its ~w step); intervention waits for the next attack", [Stage])
    ;   pending_value(S, target, T),
        format(string(Fix), "only ~w, the attacked player, accepts an offer or declines", [T])
    ).
fix(_, M, 'BB-302', Fix) :-
    format(string(Fix), "the rank token is already revealed, so ~w cannot intervene", [M.player]).
fix(S, M, Id, Fix) :-
    memberchk(Id, ['BB-302', 'BB-303']),
    legal_values(S, _{player:P, action:"offer"}, P, Ps0),
    exclude(==(M.player), Ps0, Ps),
    (   Ps == []
    ->  Fix = "nobody else may offer in this attack"
    ;   names_text(Ps, T),
        format(string(Fix), "players who may offer now: ~w", [T])
    ).
fix(S, _, 'BB-303', Fix) :-
    pending_value(S, attacker, A),
    pending_value(S, target, T),
    format(string(Fix), "~w (attacker) and ~w (target) do not offer: ~w accepts another player's offer or declines", [A, T, T]).
fix(S, _, 'BB-304', Fix) :-
    pending_value(S, target, T),
    format(string(Fix), "nobody intervenes while ~w holds the Fan: ~w declines and suffers the wound himself", [T, T]).
fix(S, _, 'BB-305', Fix) :-
    pending_value(S, offers, Offers),
    (   Offers == []
    ->  Fix = "no offer has been made: wait for one, or decline and suffer the wound"
    ;   names_text(Offers, T),
        format(string(Fix), "accept one of the offers made: ~w (or decline)", [T])
    ).
fix(S, M, 'BB-306', Fix) :-
    pending_value(S, target, T),
    format(string(Fix), "~w's offer already stands: ~w now accepts an offer or declines", [M.player, T]).
fix(S, M, 'BB-401', Fix) :-
    (   M.action == "return_token"
    ->  (   stage(S, "heal"), pending_value(S, target, T)
        ->  format(string(Fix), "only ~w, whom the Alchemist heals, returns a token now", [T])
        ;   Fix = "a token is returned only when an Alchemist who intervened heals the player he protected"
        )
    ;   (   stage(S, "wound"), pending_value(S, wounded, W)
        ->  format(string(Fix), "only ~w, who is suffering the wound, takes a token now", [W])
        ;   Fix = "a token is taken only for a wound: when an attack or an ability wounds the player"
        )
    ).
fix(S, M, Id, Fix) :-
    memberchk(Id, ['BB-402', 'BB-403', 'BB-404', 'BB-405', 'BB-406']),
    findall(T, token_player_may_take(S, M.player, T), Ts),
    token_fix(Id, M, Ts, Fix).
fix(_, M, 'BB-406', Fix) :-
    box_tokens(M.token, Box),
    format(string(Fix), "if the supply's count is wrong, the judge sets it by hand (the box has ~d ~w tokens)", [Box, M.token]).
fix(S, M, 'BB-501', Fix) :-
    (   stage(S, "ability"), pending_value(S, user, U), U \== M.player
    ->  format(string(Fix), "only ~w, who has just revealed his rank, uses or declines an ability now", [U])
    ;   stage(S, "ability"), pending_value(S, user, M.player)
    ->  player_role(S, M.player, Role),
        character_title(Role, Title),
        findall(A, action_ability(A, Role), As),
        atomic_list_concat(As, "\" or \"", AT),
        format(string(Fix), "~w is the ~w: his ability is \"~w\" (or skip)", [M.player, Title, AT])
    ;   Fix = "an ability is used only right after its user takes his rank token for an attack's wound (as target or intervener)"
    ).
fix(S, M, 'BB-502', Fix) :-
    (   memberchk(M.action, ["assassinate", "compel"])
    ->  legal_values(S, M.put(victim, V), V, Vs),
        names_text(Vs, T),
        format(string(Fix), "choose a victim who holds no Shield: ~w", [T])
    ;   M.action == "wound"
    ->  protected_player(S, T),
        (   player_tokens(S, T, [_|_])
        ->  format(string(Fix), "~w holds a Shield: heal him instead, or skip", [T])
        ;   format(string(Fix), "~w holds a Shield: skip the ability", [T])
        )
    ;   pending_value(S, attacker, A),
        format(string(Fix), "the attacker ~w holds a Shield: skip the ability", [A])
    ).
fix(S, M, 'BB-503', Fix) :-
    other_players(S, M.player, Os),
    names_text(Os, T),
    (   M.action == "look"
    ->  format(string(Fix), "look at two different players other than ~w: any two of ~w", [M.player, T])
    ;   M.action == "curse"
    ->  format(string(Fix), "deal each curse card to a different player other than ~w: ~w", [M.player, T])
    ;   format(string(Fix), "choose another player: one of ~w", [T])
    ).
fix(S, M, 'BB-504', Fix) :-
    (   M.action == "staff", cards_in_supply(S, "staff", 1)
    ->  Fix = "one Staff is left, the Mage needs two (one to give, one to keep): skip the ability"
    ;   format(string(Fix), "the card is not in the supply: ~w skips the ability", [M.player])
    ).
fix(_, M, 'BB-540', Fix) :-
    format(string(Fix), "~w was attacked, not intervening: his only choice is to skip", [M.player]).
fix(S, M, 'BB-543', Fix) :-
    (   M.action == "return_token"
    ->  player_tokens(S, M.player, Ts0), list_to_set(Ts0, Ts),
        atomic_list_concat(Ts, ", ", T),
        format(string(Fix), "return one of ~w's tokens: ~w", [M.player, T])
    ;   protected_player(S, T),
        (   holds_shield(S, T)
        ->  format(string(Fix), "~w has no wound to heal: skip the ability", [T])
        ;   format(string(Fix), "~w has no wound to heal: wound him instead, or skip", [T])
        )
    ).
fix(S, _, 'BB-596', Fix) :-
    curse_supply(S, true, T), curse_supply(S, false, F),
    (   T =:= 1
    ->  format(string(Fix), "deal the True Curse to one player (true_curse) and ~d false curse(s) to ~d others (false_curses)", [F, F])
    ;   format(string(Fix), "no True Curse is left: deal ~d false curse(s) (false_curses) and no true_curse", [F])
    ).

token_fix(_, _, [], "no token fits: the judge should check the supply and the card") :- !.
token_fix('BB-403', _, _, "take the rank token: an intervener must reveal his rank").
token_fix('BB-405', _, _, "take the rank token: the Mentalist's victim must reveal his rank").
token_fix('BB-404', _, Ts, Fix) :-
    tokens_words(Ts, T),
    format(string(Fix), "a Staff holder takes an unknown affiliation token: take ~w", [T]).
token_fix(Id, M, Ts, Fix) :-
    memberchk(Id, ['BB-402', 'BB-406']),
    exclude(==(M.token), Ts, Ts1),
    Ts1 \== [],
    tokens_words(Ts1, T),
    format(string(Fix), "take a token that fits: ~w", [T]).

tokens_words(Ts, Text) :-
    maplist(token_words, Ts, Ws),
    atomic_list_concat(Ws, " or ", Text).

token_words("rank", "the rank token") :- !.
token_words("unknown", "an unknown token") :- !.
token_words(T, W) :- format(string(W), "a ~w token", [T]).

%   legal_values(+State, +Template, ?Var, -Values): the values of Var
%   for which the Template move is legal, in candidate order.
legal_values(S, Template, Var, Values) :-
    findall(Var, ( legal(blood_bound, S, C), C = Template ), Values0),
    list_to_set(Values0, Values).

                 /*******************************
                 *      HIDDEN INFORMATION      *
                 *******************************/

%!  hidden(+State, +Viewer, -Steps:list) is nondet.
%
%   A player sees his own character card, every revealed token, every
%   ability card face up (Quill, Fan, Staff, Shield, Sword) and the offers
%   to intervene.  He does not see another player's character card while
%   that player's rank is hidden; once the rank token is revealed the
%   rank (hence the character; the Inquisitor's cross shows the Secret
%   Order) is public, but the clan, icons and clue of a clan character
%   stay hidden.  A captured player's card is turned face up.  Curse
%   cards are face down to everyone but the Inquisitor, who dealt them.

hidden(S, V, Steps) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, N),
    N \== V,
    \+ card_face_up(S, N),
    (   \+ rank_revealed(S, N)
    ->  Steps = [players, I, character]
    ;   get_dict(character, P, C),
        (   is_inquisitor(S, N) -> K = clue ; member(K, [clan, icons, clue]) ),
        get_dict(K, C, _),
        Steps = [players, I, character, K]
    ).
hidden(S, V, [players, I, cards, J]) :-
    \+ is_inquisitor(S, V),
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(cards, P, Cs),
    nth0(J, Cs, C),
    memberchk(C, ["curse-true", "curse-false"]).

card_face_up(S, N) :-
    get_dict(captured, S, C),
    is_dict(C),
    get_dict(player, C, N).

%   hidden_card(+S, +Viewer, +Player): Viewer cannot tell Player's clan.
hidden_card(S, V, N) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, N), !,
    once(( hidden(S, V, [players, I, character])
         ; hidden(S, V, [players, I, character, clan]) )).

%!  depends_on_hidden(+State, +Viewer, +Move, -Reason) is semidet.
%
%   Whether another player's move is legal turns on a character card the
%   viewer cannot see: a wounded player's affiliation token (which icons
%   his card shows), and an attack on a player with three wounds (only
%   the Inquisitor may not make it).

depends_on_hidden(S, V, M, Reason) :-
    catch(hidden_dependency(S, V, M, Reason), _, fail), !.

hidden_dependency(S, V, M, Reason) :-
    get_dict(player, M, P), string(P),
    P \== V,
    is_player(S, P),
    \+ game_over(S),
    get_dict(action, M, A),
    hidden_dependency(A, S, V, M, P, Reason).

hidden_dependency("take_token", S, V, M, P, Reason) :-
    affiliation_kind(M.token),
    stage(S, "wound"),
    pending_value(S, wounded, P),
    hidden_card(S, V, P),
    \+ holds_card(S, P, "staff"),
    \+ ( take_token_violation(S, P, M.token, Rule, _), Rule \== 'BB-402' ),
    format(string(Reason), "whether a ~w token fits an uncovered icon of ~w's character card depends on that card, which ~w cannot see",
           [M.token, P, V]).
hidden_dependency("attack", S, V, M, P, Reason) :-
    string(M.target),
    is_player(S, M.target),
    M.target \== P,
    wounds(S, M.target, 3),
    \+ turn_violation(S, M, _, _),
    \+ holds_shield(S, M.target),
    hidden_card(S, V, P),
    \+ rank_revealed(S, P),
    format(string(Reason), "~w has three wounds, so the attack is legal only if ~w is not the Inquisitor; ~w cannot see ~w's character card",
           [M.target, P, V, P]).
