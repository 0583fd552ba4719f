/*  Blood Bound: reasons and moves in words.

    Part of game.pl.  The words no single rule owns, as SWI-Prolog's
    prolog:message//1 gives them (a list of Format-Args): events, facts,
    fixes, hidden cards, moves in words, the display, reasons several
    rules share and the phrases messages have in common.  A rule's own
    reason is worded beside its rule (rulebook.pl, states.pl,
    effects.pl).
*/

                 /*******************************
                 *           MESSAGES           *
                 *******************************/

%!  message(+Reason)// is semidet.

% --- a reason two rules share (BB-403, BB-111)
message(intervener_takes_rank(W, Token)) -->
    [ "~w intervened, so he must take his rank token, not ~w"-[W, Token] ].
% --- the shape of a move
message(seating_order(K, Ordered)) -->
    { atomic_list_concat(Ordered, ", ", Text) },
    [ "name the players of \"~w\" in seating order: ~w"-[K, Text] ].
% --- new games (setup.pl)
message(players_for_a_new_game(none)) -->
    [ "players is a count from 6 to 12 or a list of six to twelve names" ].
message(players_for_a_new_game(N)) -->
    [ "~w players; Blood Bound is for 6 to 12"-[N] ].
message(not_a_player_name(X)) -->
    [ "~q is not a player's name: a name is a non-empty string"-[X] ].
message(unknown_choice(K)) -->
    [ "Blood Bound has no choice ~q; its one choice is false_curses=0..3 (the False Curses set out with the Inquisitor)"-[K] ].
message(no_inquisitor_at(N)) -->
    [ "false_curses is a choice for an odd table, where the Inquisitor plays; this table has ~d players"-[N] ].
message(false_curses_choice(Values)) -->
    { atomic_list_concat(Values, ", ", Text) },
    [ "false_curses is one number from 0 to 3, not ~w"-[Text] ].

                 /*******************************
                 *        EVENTS IN WORDS       *
                 *******************************/

%   message(event(+Kind, +Fields, +State0))//: an event of a move made in
%   State0 (effects.pl), in a judge's words; State0 names the characters.

% --- the dagger
message(event(attack_declared, F, S0)) -->
    [ "~w attacks ~w: the intervention window opens"-[F.attacker, F.target] ],
    (   { holds_card(S0, F.target, "fan") }
    ->  [ ", but ~w holds the Fan, so nobody may intervene"-[F.target] ]
    ;   [ " (~w accepts an offer or declines)"-[F.target] ]
    ).
message(event(dagger_passed, F, _)) -->
    [ "~w passes the dagger to ~w, the new current player"-[F.from, F.to] ].
message(event(attack_ended, F, _)) -->
    (   { F.from == F.dagger_to }
    ->  [ "the attack is over; ~w keeps the dagger and is the current player"-[F.dagger_to] ]
    ;   [ "the attack is over; ~w gives the dagger to ~w, the new current player"-[F.from, F.dagger_to] ]
    ).
% --- intervention
message(event(offered, F, _)) -->
    [ "~w offers to intervene for ~w"-[F.player, F.target] ].
message(event(intervention_accepted, F, _)) -->
    [ "~w accepts ~w's offer: ~w suffers the wound of ~w's attack instead, and must take his rank token"-
      [F.target, F.intervener, F.intervener, F.attacker] ].
message(event(intervention_declined, F, _)) -->
    [ "~w accepts no offer and suffers the wound of ~w's attack himself"-[F.target, F.attacker] ].
% --- wounds
message(event(wound, F, _)) -->
    (   { F.wounds > 1 }
    ->  [ "~w suffers ~d wounds from "-[F.player, F.wounds] ],
        wound_source(F.source, F.by),
        [ ", one token each" ]
    ;   [ "~w suffers a wound from "-[F.player] ],
        wound_source(F.source, F.by),
        [ " and takes a token" ]
    ).
message(event(token_taken, F, S0)) -->
    { ( F.wounds =:= 1 -> Plural = "" ; Plural = "s" ) },
    (   { F.token == "rank" }
    ->  [ "~w takes his rank token, revealing "-[F.player] ],
        revealed_role(S0, F.player)
    ;   { token_title(F.token, T) },
        [ "~w takes ~w affiliation token"-[F.player, T] ]
    ),
    [ " (~d wound~w)"-[F.wounds, Plural] ].
message(event(proxy_token, F, _)) -->
    [ "the supply has no ~w token left: ~w's token is a proxy, and the supply stays empty"-[F.token, F.player] ].
message(event(sword_returned, F, _)) -->
    { card_name(F.sword, Sword), card_name(F.shield, Shield) },
    [ "~w, holding ~w, has suffered his third wound: ~w and every ~w return to the supply"-[F.player, Sword, Sword, Shield] ],
    (   { F.shield_holders == [] }
    ->  []
    ;   { names_and(F.shield_holders, Hs) },
        [ " (taken from ~w)"-[Hs] ]
    ).
message(event(captured, F, _)) -->
    [ "~w, who has three wounds, suffers a fourth from "-[F.player] ],
    wound_source(F.source, F.by),
    [ " and is captured: the game ends" ].
% --- abilities
message(event(ability_step, F, S0)) -->
    { ( player_role(S0, F.player, Role), character_title(Role, T) -> true ; T = "character" ) },
    [ "~w has revealed his rank by the attack's wound: he may use the ~w's ability now, or skip it"-[F.player, T] ].
message(event(no_ability_step, F, _)) -->
    [ "~w revealed his rank by "-[F.player] ],
    wound_source(F.source, null),
    [ ", which is not an attack: he does not use his ability" ].
message(event(ability_declined, F, _)) -->
    [ "~w does not use his ability"-[F.player] ].
message(event(quill, F, _)) -->
    (   { F.card_taken == true }
    ->  [ "~w, the Elder, takes the Quill"-[F.player] ]
    ;   [ "~w, the Elder, already holds the Quill and takes no other"-[F.player] ]
    ),
    (   { F.leader \== null, clan_title(F.clan, C) }
    ->  [ ": the ~w clan's leader is now its highest rank, ~w"-[C, F.leader] ]
    ;   []
    ).
message(event(cards_seen, F, _)) -->
    { F.players = [A, B] },
    [ "~w, the Harlequin, looks at the character cards of ~w and ~w"-[F.player, A, B] ].
message(event(heal_chosen, F, _)) -->
    [ "~w, the Alchemist, heals ~w, who returns a token of his choice"-[F.player, F.healed] ].
message(event(token_returned, F, _)) -->
    (   { F.token == "rank" }
    ->  [ "~w returns his rank token to the supply: his rank is hidden again, and he may use his ability the next time he takes it"-[F.player] ]
    ;   { token_title(F.token, T) },
        [ "~w returns ~w token to the supply"-[F.player, T] ]
    ).
message(event(shield_given, F, _)) -->
    { card_name(F.shield, Shield), card_name(F.sword, Sword) },
    [ "~w, the Guardian, gives ~w to ~w"-[F.player, Shield, F.recipient] ],
    (   { F.sword_taken == true }
    ->  [ " and takes ~w"-[Sword] ]
    ;   [ "; he already holds ~w"-[Sword] ]
    ).
message(event(staff_given, F, _)) -->
    [ "~w, the Mage, gives a Staff to ~w"-[F.player, F.recipient] ],
    (   { F.staff_taken == true }
    ->  [ " and takes one" ]
    ;   [ "; he already holds one" ]
    ).
message(event(fan_given, F, _)) -->
    [ "~w, the Courtesan, gives a Fan to ~w"-[F.player, F.recipient] ].
message(event(curses_dealt, F, _)) -->
    [ "~w, the Inquisitor, deals the curse cards face down"-[F.player] ],
    (   { F.true_curse \== null }
    ->  [ ": the True Curse to ~w"-[F.true_curse] ]
    ;   [ ":" ]
    ),
    (   { F.false_curses == [] }
    ->  []
    ;   { names_and(F.false_curses, Fs),
          ( F.true_curse == null -> Sep = " " ; Sep = ", " ) },
        [ "~wa False Curse each to ~w"-[Sep, Fs] ]
    ).
% --- the outcome
message(event(capturer, F, _)) -->
    [ "~w captured ~w: the capturing wound came from "-[F.player, F.captured] ],
    wound_source(F.source, F.player).
message(event(game_over, F, _)) -->
    [ "the game is over: ~w has been captured and every card is turned face up"-[F.captured] ].
message(event(clan_leader, F, _)) -->
    { clan_title(F.clan, C) },
    (   { F.quill == true }
    ->  [ "the ~w clan's leader is ~w, its highest rank (its Elder holds the Quill)"-[C, F.leader] ]
    ;   [ "the ~w clan's leader is ~w, its lowest rank"-[C, F.leader] ]
    ).
message(event(clan_wins, F, S0)) -->
    { clan_title(F.clan, C),
      names_and(F.winners, Ws),
      ( player_clan(S0, F.capturer, ByClan) -> true ; ByClan = none )
    },
    (   { ByClan == F.clan }
    ->  [ "~w captured the rival clan's leader: the ~w clan wins (~w)"-[F.capturer, C, Ws] ]
    ;   [ "~w did not capture the rival clan's leader, so his clan loses: the ~w clan wins (~w)"-[F.capturer, C, Ws] ]
    ).
message(event(inquisitor_wins, F, _)) -->
    [ "~w, the Inquisitor, was captured: he wins alone"-[F.captured] ].
message(event(win_stolen, F, _)) -->
    { clan_title(F.clan, C), F.winners = [Inq|_] },
    [ "but ~w, the ~w clan's leader, holds the True Curse: the Inquisitor ~w steals the win and wins alone"-[F.leader, C, Inq] ].
% --- events as a player who cannot see every card is told them
% (workflow.pl, unseen/3): what they reveal is left out; nothing (the
% event is not told) where another event says it
message(unseen_event(token_taken, F, _, _)) -->
    { ( F.wounds =:= 1 -> Plural = "" ; Plural = "s" ) },
    [ "~w takes his rank token, revealing his rank and character (~d wound~w)"-[F.player, F.wounds, Plural] ].
message(unseen_event(ability_step, F, _, _)) -->
    [ "~w has revealed his rank by the attack's wound: he may use his character's ability now, or skip it"-[F.player] ].
message(unseen_event(quill, F, S0, V)) -->
    (   { F.card_taken == true }
    ->  [ "~w, the Elder, takes the Quill"-[F.player] ]
    ;   [ "~w, the Elder, already holds the Quill and takes no other"-[F.player] ]
    ),
    (   { \+ hidden_card(S0, V, F.player), clan_title(F.clan, C) }
    ->  [ ": the ~w clan's leader is now its highest rank"-[C] ]
    ;   [ ": his clan's leader is now its highest rank" ]
    ).
message(unseen_event(game_over, F, _, V)) -->
    [ "the game is over: ~w has been captured and every card is turned face up, which decides who wins (~w cannot see those cards yet)"-[F.captured, V] ].
message(unseen_event(Kind, _, _, _)) -->
    { memberchk(Kind, [clan_leader, clan_wins, inquisitor_wins, win_stolen]) },
    [].
% --- the facts, fixes and hidden reasons of the judge's workflow
% (workflow.pl), worded by fact_words//1 and fix_words//1 below
message(fact(Fact)) -->
    fact_words(Fact).
message(hidden(token_fit_unseen(P, V))) -->
    [ "which affiliation tokens ~w may take depends on the icons of his character card, which ~w cannot see"-[P, V] ].
message(hidden(inquisitor_unseen(T, P, V))) -->
    [ "~w has three wounds, so the attack is legal only if ~w is not the Inquisitor; ~w cannot see ~w's character card"-[T, P, V, P] ].
message(fix(Fix)) -->
    fix_words(Fix).
message(move(S, M)) -->
    { ( get_dict(action, M, A) -> true ; A = null ) },
    move_words(A, S, M).

% --- the display (display.pl): status lines, labels and facts
message(display(What)) -->
    board_words(What).

board_words(captured(P, By, Source)) -->
    [ "~w has been captured by ~w (~w): the game is over"-[P, By, Source] ].
board_words(holds_dagger(D)) -->
    [ "~w holds the dagger: attacks or passes it"-[D] ].
board_words(character(Clan, Rank, Title)) -->
    [ "~w ~w ~w"-[Clan, Rank, Title] ].
board_words(icons(Icons)) -->
    [ "icons ~w"-[Icons] ].
board_words(clue(Clue)) -->
    [ "clue ~w"-[Clue] ].
board_words(attack(Attacker, Target)) -->
    [ "attack: ~w attacks ~w"-[Attacker, Target] ].
board_words(attack(Attacker, Target, Intervener)) -->
    [ "attack: ~w attacks ~w; ~w intervenes"-[Attacker, Target, Intervener] ].
board_words(dagger_goes_to(null)) --> !,
    [ "the dagger then goes to the player who suffers the wound"-[] ].
board_words(dagger_goes_to(To)) -->
    [ "the dagger then goes to ~w"-[To] ].
board_words(window_open(Offers, Target)) -->
    { Offers == [] -> Names = "nobody" ; atomic_list_concat(Offers, ', ', Names) },
    [ "intervention window open; offers: ~w (~w accepts one or declines)"-[Names, Target] ].
board_words(takes_token(Wounded, Source, By, Left)) -->
    [ "~w takes a token for the wound of "-[Wounded] ],
    (   { Source == "attack" }
    ->  [ "~w's attack"-[By] ]
    ;   [ "the ~w ~w's ability"-[Source, By] ]
    ),
    (   { Left > 1 }
    ->  [ " (~w wounds to go)"-[Left] ]
    ;   []
    ).
board_words(ability_stage(User)) -->
    [ "~w has revealed his rank: uses his ability or skips"-[User] ].
board_words(heal_stage(User, Target)) -->
    [ "the Alchemist ~w heals ~w, who returns a token"-[User, Target] ].
board_words(leader(Clan)) -->
    [ "leader of the ~w"-[Clan] ].
board_words(leader(Clan, Quill)) -->
    [ "leader of the ~w (~w)"-[Clan, Quill] ].

%   wound_source(+Source, +By)//: what dealt a wound.
wound_source("attack", By) --> !,
    [ "~w's attack"-[By] ].
wound_source(Source, By) -->
    {   source_role(Source, Role), character_title(Role, T)
    ->  true
    ;   T = Source
    },
    (   { By == null }
    ->  [ "the ~w's ability"-[T] ]
    ;   [ "the ~w ~w's ability"-[T, By] ]
    ).

%   revealed_role(+S0, +Player)//: a revealed rank in words.
revealed_role(S0, P) -->
    (   { is_inquisitor(S0, P) }
    ->  [ "the cross: he is the Inquisitor" ]
    ;   { player_rank(S0, P, R), rank_character(R, Role), character_title(Role, T) }
    ->  [ "rank ~d, the ~w"-[R, T] ]
    ;   [ "his rank" ]
    ).

%   names_and(+Names, -Text): "ann", "ann and bob", "ann, bob and cat".
names_and(Names, Text) :-
    (   append(Init, [Last], Names), Init \== []
    ->  atomic_list_concat(Init, ", ", I),
        atomic_list_concat([I, " and ", Last], Text)
    ;   atomic_list_concat(Names, ", ", Text)
    ).

token_title("rose", "a Rose").
token_title("beast", "a Beast").
token_title("unknown", "an unknown").

                 /*******************************
                 *   FACTS AND FIXES IN WORDS   *
                 *******************************/

%   fact_words(+Fact)// and fix_words(+Fix)//: the facts and fixes
%   explain gives (workflow.pl, fact/4 and fix/4), in a judge's words;
%   message//1 calls them for fact(Fact) and fix(Fix).


fact_words(captured(P, By)) -->
    [ "~w was captured by ~w: the game is over"-[P, By] ].
fact_words(nobody_captured) -->
    [ "nobody has been captured: the game goes on" ].
fact_words(table(Ns)) -->
    [ "the players at the table: " ], names(Ns).
fact_words(not_at_table(Ns)) -->
    [ "the move names " ], names(Ns), [ ", who is not at the table" ].
fact_words(dagger_and_mover(D, P)) -->
    [ "~w holds the dagger; the move is ~w's"-[D, P] ].
fact_words(no_attack) -->
    [ "no attack is being resolved" ].
fact_words(attack(A, T, W)) -->
    [ "~w's attack on ~w is being resolved: "-[A, T] ], waiting_words(W).
fact_words(names_himself_target(P)) -->
    [ "~w names himself as the target"-[P] ].
fact_words(names_target(P, T)) -->
    [ "~w names ~w as the target"-[P, T] ].
fact_words(names_himself_receiver(P)) -->
    [ "~w names himself as the receiver of the dagger"-[P] ].
fact_words(names_receiver(P, To)) -->
    [ "~w names ~w as the receiver of the dagger"-[P, To] ].
fact_words(no_shield(P)) -->
    [ "~w holds no Shield"-[P] ].
fact_words(shields(P, Shields)) -->
    { maplist(card_name, Shields, Names), atomic_list_concat(Names, ", ", T) },
    [ "~w holds ~w"-[P, T] ].
fact_words(inquisitor_and_wounds(P, T, N)) -->
    [ "~w is the Inquisitor; ~w has ~d wound(s)"-[P, T, N] ].
fact_words(attacked_and_mover(T, P)) -->
    [ "the attacked player is ~w; the move is ~w's"-[T, P] ].
fact_words(rank_revealed(P, Ts)) -->
    [ "~w's rank token is revealed (his tokens: "-[P] ], tokens(Ts), [ ")" ].
fact_words(rank_hidden(P)) -->
    [ "~w's rank token is still in the supply: his rank is hidden"-[P] ].
fact_words(attack_and_offerer(A, T, P)) -->
    [ "~w attacks ~w; the offer is ~w's"-[A, T, P] ].
fact_words(fan(T)) -->
    [ "~w, the attacked player, holds a Fan"-[T] ].
fact_words(no_fan(T)) -->
    [ "~w, the attacked player, holds no Fan"-[T] ].
fact_words(offers_and_accepted(Offers, I)) -->
    [ "offers made: " ], names(Offers), [ "; the move accepts ~w's"-[I] ].
fact_words(no_offers_accepted(I)) -->
    [ "no attack is being resolved, so nobody has offered; the move accepts ~w's offer"-[I] ].
fact_words(offers_with(Offers, P)) -->
    [ "offers made so far: " ], names(Offers), [ " (~w among them)"-[P] ].
fact_words(offers_without(Offers, P)) -->
    [ "offers made so far: " ], names(Offers), [ " (not ~w)"-[P] ].
fact_words(alchemist_heals(U, T)) -->
    [ "the Alchemist ~w heals ~w, who returns a token"-[U, T] ].
fact_words(nobody_healed(St)) -->
    [ "no Alchemist is healing now: " ], fact_words(St).
fact_words(suffering_wound(W, Src)) -->
    [ "~w is suffering a wound now ("-[W] ], source_words(Src), [ ")" ].
fact_words(nobody_wounded(St)) -->
    [ "nobody is suffering a wound now: " ], fact_words(St).
fact_words(card_icons(P, Icons)) -->
    { atomic_list_concat(Icons, ", ", I) },
    [ "~w's card: the rank symbol and the icons ~w"-[P, I] ].
fact_words(revealed_tokens(P, Ts)) -->
    [ "~w's revealed tokens: "-[P] ], tokens(Ts).
fact_words(intervener_wounded(P, A)) -->
    [ "~w intervened in ~w's attack and suffers its wound"-[P, A] ].
fact_words(staff_and_token(P, Token)) -->
    [ "~w holds a Staff; the move takes "-[P] ], token_choice(Token).
fact_words(mentalist_rank_revealed(By, P)) -->
    [ "the Mentalist ~w deals the wound; ~w's rank token is already revealed"-[By, P] ].
fact_words(mentalist_rank_hidden(By, P)) -->
    [ "the Mentalist ~w deals the wound; ~w's rank token is hidden"-[By, P] ].
fact_words(supply_tokens(N, Token)) -->
    [ "the supply holds ~d ~w token(s)"-[N, Token] ].
fact_words(at_ability_step(U)) -->
    [ "~w has just taken his rank token for an attack's wound: it is his ability step"-[U] ].
fact_words(no_ability_step(St)) -->
    [ "no ability step now: " ], fact_words(St).
fact_words(character(P, Title)) -->
    [ "~w is the ~w"-[P, Title] ].
fact_words(character_ability(P, Title, Action, OwnerTitle)) -->
    [ "~w is the ~w; \"~w\" is the ~w's ability"-[P, Title, Action, OwnerTitle] ].
fact_words(names_chosen(P, Chosen)) -->
    [ "~w uses the ability and names "-[P] ], names(Chosen).
fact_words(quill_supply(N, P, Cards)) -->
    [ "~d Quill(s) in the supply; ~w holds "-[N, P] ], ability_cards(Cards).
fact_words(guard_supply(Counts, P, Cards)) -->
    [ "in the supply: " ], supply_counts(Counts), [ "; ~w holds "-[P] ], ability_cards(Cards).
fact_words(staff_supply_holding(N, P)) -->
    [ "~d Staff(s) in the supply; ~w holds one already, so he needs 1 to give"-[N, P] ].
fact_words(staff_supply_none(N, P)) -->
    [ "~d Staff(s) in the supply; ~w holds none, so he needs 2 (one to give, one to keep)"-[N, P] ].
fact_words(fan_supply(N)) -->
    [ "~d Fan(s) in the supply"-[N] ].
fact_words(curse_supply(T, F)) -->
    [ "the supply holds ~d True Curse and ~d false curse(s)"-[T, F] ].
fact_words(intervened_for(P, T)) -->
    [ "~w intervened for ~w"-[P, T] ].
fact_words(attacked_without_intervening(P)) -->
    [ "~w was the attacked player; he did not intervene"-[P] ].
fact_words(did_not_intervene(P)) -->
    [ "~w did not intervene in this attack"-[P] ].
fact_words(intervened_in_none(P)) -->
    [ "no attack is being resolved: ~w has intervened in none"-[P] ].
fact_words(tokens(P, Ts)) -->
    [ "~w's tokens: "-[P] ], tokens(Ts).
fact_words(returns_token(Token)) -->
    [ "the move returns " ], token_choice(Token).
fact_words(curse_deal(T, F, GT, GF)) -->
    [ "the supply holds ~d True Curse and ~d false curse(s); the deal gives ~d True Curse and ~d false curse(s)"-[T, F, GT, GF] ].

%   What the stage of an attack waits for (workflow.pl, stage_waiting/2).
waiting_words(offers_open(Os)) -->
    [ "its intervention window is open (offers: " ], names(Os), [ ")" ].
waiting_words(taking_token(P, Src)) -->
    [ "~w is taking a token for "-[P] ], source_words(Src).
waiting_words(at_ability_step(U)) -->
    [ "~w is at his ability step"-[U] ].
waiting_words(returning_token(T)) -->
    [ "~w returns a token (the Alchemist's heal)"-[T] ].
waiting_words(stage(Stage)) -->
    [ "its stage is ~w"-[Stage] ].

source_words(attack_wound(By)) -->
    [ "the wound of ~w's attack"-[By] ].
source_words(ability_wound(Ability, By)) -->
    [ "the wound of the ~w ~w's ability"-[Ability, By] ].

fix_words(game_ended(P)) -->
    [ "none: the game ended when ~w was captured; a new game starts from a new set-up"-[P] ].
fix_words(replace_by_player_at_table(Unknown, Ns)) -->
    [ "replace " ], names(Unknown), [ " by a player at the table: " ], names(Ns).
fix_words(only_dagger_holder(D)) -->
    [ "only ~w, who holds the dagger, attacks or passes now"-[D] ].
fix_words(resolve_attack_first(St)) -->
    [ "the attack must be resolved first (" ], fact_words(St),
    [ "); the dagger then passes on" ].
fix_words(nobody_to_attack(P)) -->
    [ "nobody may be attacked now: ~w passes the dagger instead"-[P] ].
fix_words(attack_another(Ts)) -->
    [ "attack another player: " ], names(Ts).
fix_words(pass_to_another(Ts)) -->
    [ "pass the dagger to another player: " ], names(Ts).
fix_words(nobody_unshielded(P)) -->
    [ "nobody without a Shield may be attacked now: ~w passes the dagger instead"-[P] ].
fix_words(attack_unshielded(Ts)) -->
    [ "attack a player who holds no Shield: " ], names(Ts).
fix_words(shield_kept_until(T, G, Sword)) -->
    { card_name(Sword, SwordName) },
    [ "~w keeps the Shield until ~w, who holds ~w, suffers his third wound"-[T, G, SwordName] ].
fix_words(inquisitor_attacks_nobody(P)) -->
    [ "~w may attack nobody now: he passes the dagger instead"-[P] ].
fix_words(inquisitor_attacks_one_of(Ts)) -->
    [ "the Inquisitor attacks a player with fewer than three wounds: " ], names(Ts).
fix_words(offers_follow_an_attack) -->
    [ "offers are made only after the dagger holder declares an attack, while its window is open" ].
fix_words(accepting_follows_an_attack) -->
    [ "a player accepts or declines intervention only when he is attacked, before his wound" ].
fix_words(window_closed(Stage)) -->
    [ "the window of this attack has closed (the attack is at its ~w step); intervention waits for the next attack"-[Stage] ].
fix_words(only_the_attacked_decides(T)) -->
    [ "only ~w, the attacked player, accepts an offer or declines"-[T] ].
fix_words(rank_revealed_cannot_intervene(P)) -->
    [ "the rank token is already revealed, so ~w cannot intervene"-[P] ].
fix_words(nobody_else_offers) -->
    [ "nobody else may offer in this attack" ].
fix_words(may_offer(Ps)) -->
    [ "players who may offer now: " ], names(Ps).
fix_words(parties_do_not_offer(A, T)) -->
    [ "~w (attacker) and ~w (target) do not offer: ~w accepts another player's offer or declines"-[A, T, T] ].
fix_words(fan_forbids_intervention(T)) -->
    [ "nobody intervenes while ~w holds the Fan: ~w declines and suffers the wound himself"-[T, T] ].
fix_words(no_offer_made) -->
    [ "no offer has been made: wait for one, or decline and suffer the wound" ].
fix_words(only_one_offer_accepted(I)) -->
    [ "~w's offer is already accepted, and only one is: the wound goes on (~w takes it)"-[I, I] ].
fix_words(accept_an_offer(Offers)) -->
    [ "accept one of the offers made: " ], names(Offers), [ " (or decline)" ].
fix_words(offer_stands(P, T)) -->
    [ "~w's offer already stands: ~w now accepts an offer or declines"-[P, T] ].
fix_words(offer_window_closed(P)) -->
    [ "~w's offer was made in this attack's window, which has closed"-[P] ].
fix_words(only_the_healed_returns(T)) -->
    [ "only ~w, whom the Alchemist heals, returns a token now"-[T] ].
fix_words(returning_follows_a_heal) -->
    [ "a token is returned only when an Alchemist who intervened heals the player he protected" ].
fix_words(only_the_wounded_takes(W)) -->
    [ "only ~w, who is suffering the wound, takes a token now"-[W] ].
fix_words(taking_follows_a_wound) -->
    [ "a token is taken only for a wound: when an attack or an ability wounds the player" ].
fix_words(no_token_fits) -->
    [ "no token fits: the judge should check the supply and the card" ].
fix_words(intervener_takes_rank) -->
    [ "take the rank token: an intervener must reveal his rank" ].
fix_words(mentalist_victim_takes_rank) -->
    [ "take the rank token: the Mentalist's victim must reveal his rank" ].
fix_words(staff_holder_takes(Ts)) -->
    [ "a Staff holder takes an unknown affiliation token: take " ], token_choices(Ts).
fix_words(take_a_fitting_token(Ts)) -->
    [ "take a token that fits: " ], token_choices(Ts).
fix_words(judge_sets_supply(Box, Token)) -->
    [ "if the supply's count is wrong, the judge sets it by hand (the box has ~d ~w tokens)"-[Box, Token] ].
fix_words(only_the_user_acts(U)) -->
    [ "only ~w, who has just revealed his rank, uses or declines an ability now"-[U] ].
fix_words(ability_is(P, Title, As)) -->
    { atomic_list_concat(As, "\" or \"", AT) },
    [ "~w is the ~w: his ability is \"~w\" (or skip)"-[P, Title, AT] ].
fix_words(ability_follows_a_wound) -->
    [ "an ability is used only right after its user takes his rank token for an attack's wound (as target or intervener)" ].
fix_words(choose_unshielded_victim(Vs)) -->
    [ "choose a victim who holds no Shield: " ], names(Vs).
fix_words(shielded_heal_or_skip(T)) -->
    [ "~w holds a Shield: heal him instead, or skip"-[T] ].
fix_words(shielded_skip(T)) -->
    [ "~w holds a Shield: skip the ability"-[T] ].
fix_words(attacker_shielded_skip(A)) -->
    [ "the attacker ~w holds a Shield: skip the ability"-[A] ].
fix_words(look_at_two_of(P, Os)) -->
    [ "look at two different players other than ~w: any two of "-[P] ], names(Os).
fix_words(deal_curses_to(P, Os)) -->
    [ "deal each curse card to a different player other than ~w: "-[P] ], names(Os).
fix_words(choose_one_of(Os)) -->
    [ "choose another player: one of " ], names(Os).
fix_words(one_staff_left) -->
    [ "one Staff is left, the Mage needs two (one to give, one to keep): skip the ability" ].
fix_words(not_in_supply_skip(P)) -->
    [ "the card is not in the supply: ~w skips the ability"-[P] ].
fix_words(attacked_only_skips(P)) -->
    [ "~w was attacked, not intervening: his only choice is to skip"-[P] ].
fix_words(alchemist_follows_intervening) -->
    [ "the Alchemist heals or wounds only after he intervened in an attack and took his rank token for its wound" ].
fix_words(return_one_of(P, Ts)) -->
    { atomic_list_concat(Ts, ", ", T) },
    [ "return one of ~w's tokens: ~w"-[P, T] ].
fix_words(no_wound_skip(T)) -->
    [ "~w has no wound to heal: skip the ability"-[T] ].
fix_words(no_wound_wound_or_skip(T)) -->
    [ "~w has no wound to heal: wound him instead, or skip"-[T] ].
fix_words(deal_true_and_false_curses(F)) -->
    [ "deal the True Curse to one player (true_curse) and ~d false curse(s) to ~d others (false_curses)"-[F, F] ].
fix_words(deal_false_curses_only(F)) -->
    [ "no True Curse is left: deal ~d false curse(s) (false_curses) and no true_curse"-[F] ].

%   Lists in words: players (nobody when none), tokens (none), ability
%   cards (no ability card), the supply's counts, tokens to choose from.
names([]) --> !,
    [ "nobody" ].
names(Ns) -->
    { atomic_list_concat(Ns, ", ", T) },
    [ "~w"-[T] ].

tokens([]) --> !,
    [ "none" ].
tokens(Ts) -->
    { atomic_list_concat(Ts, ", ", T) },
    [ "~w"-[T] ].

ability_cards([]) --> !,
    [ "no ability card" ].
ability_cards(Cs) -->
    { maplist(card_name, Cs, Names), atomic_list_concat(Names, ", ", T) },
    [ "~w"-[T] ].

supply_counts([C-N]) --> !,
    { card_name(C, Name) },
    [ "~w (~d)"-[Name, N] ].
supply_counts([C-N|Counts]) --> !,
    { card_name(C, Name) },
    [ "~w (~d), "-[Name, N] ], supply_counts(Counts).
supply_counts([]) -->
    [].

token_choices([T]) --> !,
    token_choice(T).
token_choices([T|Ts]) --> !,
    token_choice(T), [ " or " ], token_choices(Ts).
token_choices([]) -->
    [].

token_choice("rank") --> !,
    [ "the rank token" ].
token_choice("unknown") --> !,
    [ "an unknown token" ].
token_choice(T) -->
    [ "a ~w token"-[T] ].

                 /*******************************
                 *         MOVES IN WORDS       *
                 *******************************/

%!  move_text(+State, +Move, -Text) is det.
%
%   A move in words: message(move(State, Move))//.

move_text(S, M, Text) :-
    reason_text(blood_bound, move(S, M), Text).

%   move_words(+Action, +State, +Move)//: a move of each action in words;
%   any other move as its player and action.
move_words(Action, S, M) -->
    (   { string(Action), atom_string(A, Action) },
        move_words_(A, S, M)
    ->  []
    ;   [ "~w: ~w"-[M.get(player, "?"), M.get(action, "?")] ]
    ).

move_words_(attack, _, M) -->
    [M.player, " attacks ", M.target].
move_words_(pass, _, M) -->
    [M.player, " passes the dagger to ", M.to].
move_words_(offer, S, M) -->
    (   { window_open(S), pending_value(S, target, Tg) }
    ->  [M.player, " offers to intervene for ", Tg]
    ;   [M.player, " offers to intervene"]      % no attack's window is open: for nobody
    ).
move_words_(accept, _, M) -->
    [M.player, " accepts ", M.intervener, "'s offer to intervene"].
move_words_(decline, _, M) -->
    [M.player, " accepts no offer and suffers the wound"].
move_words_(take_token, _, M) -->
    (   { M.token == "rank" }
    ->  [M.player, " takes his rank token"]
    ;   { M.token == "unknown" }
    ->  [M.player, " takes an unknown affiliation token"]
    ;   [M.player, " takes a ", M.token, " affiliation token"]
    ).
move_words_(return_token, _, M) -->
    [M.player, " returns his ", M.token, " token to the supply"].
move_words_(skip, _, M) -->
    [M.player, " does not use his ability"].
move_words_(quill, _, M) -->
    [M.player, " (Elder) takes the Quill"].
move_words_(assassinate, _, M) -->
    [M.player, " (Assassin) deals two wounds to ", M.victim].
move_words_(look, _, M) -->
    { M.players = [A, B] },
    [M.player, " (Harlequin) looks at the cards of ", A, " and ", B].
move_words_(heal, S, M) -->
    { pending_value(S, target, Tg) },
    [M.player, " (Alchemist) heals one wound of ", Tg].
move_words_(wound, S, M) -->
    { pending_value(S, target, Tg) },
    [M.player, " (Alchemist) deals one wound to ", Tg].
move_words_(compel, _, M) -->
    [M.player, " (Mentalist) deals one wound to ", M.victim, ", who must reveal his rank"].
move_words_(guard, _, M) -->
    [M.player, " (Guardian) gives a Shield to ", M.recipient, " and takes the Sword"].
move_words_(berserk, S, M) -->
    { pending_value(S, attacker, A) },
    [M.player, " (Berserker) deals one wound to the attacker, ", A].
move_words_(staff, _, M) -->
    [M.player, " (Mage) gives a Staff to ", M.recipient, " and takes one"].
move_words_(fan, _, M) -->
    [M.player, " (Courtesan) gives the Fan to ", M.recipient].
move_words_(curse, _, M) -->
    { curse_recipients(M, Rs),
      atomic_list_concat(Rs, ", ", L) },
    (   { get_dict(true_curse, M, TC) }
    ->  [M.player, " (Inquisitor) deals the curse cards to ", L, " (True Curse to ", TC, ")"]
    ;   [M.player, " (Inquisitor) deals the curse cards to ", L]
    ).

