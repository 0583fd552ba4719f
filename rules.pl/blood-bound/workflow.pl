/*  Blood Bound: the judge's workflow.

    Part of game.pl: the facts that decide a rule for a move,
    the changes that would mend it, what a player cannot see, and the
    display model `show` draws.  Each asks the relations the rules use.
*/

                 /*******************************
                 *        FACTS AND FIXES       *
                 *******************************/

%!  moot(?RuleId, +State, +Move) is semidet.
%
%   The rule, though in the action's table, does not concern this move
%   (concerns/3, beside each rule in rulebook.pl): e.g. the token rules
%   concern only the player who is wounded now, an ability's rules only
%   its user at his ability step.

moot(Id, S, M) :-
    \+ concerns(Id, S, M).

%!  fact(?RuleId, +State, +Move, -Fact:string) is nondet.
%
%   A fact of this position that decides RuleId for Move.

fact('BB-209', S, _, F) :-
    (   captured(S, C)
    ->  format(string(F), "~w was captured by ~w: the game is over", [C.player, C.by])
    ;   F = "nobody has been captured: the game goes on"
    ).
fact('BB-210', S, _, F) :-
    player_names(S, Ns),
    names_text(Ns, T),
    format(string(F), "the players at the table: ~w", [T]).
fact('BB-210', S, M, F) :-
    move_players(M, Ps),
    exclude(is_player(S), Ps, Unknown),
    Unknown \== [],
    names_text(Unknown, T),
    format(string(F), "the move names ~w, who is not at the table", [T]).
fact('BB-201', S, M, F) :-
    dagger_holder(S, D),
    format(string(F), "~w holds the dagger; the move is ~w's", [D, M.player]).
fact('BB-201', S, _, F) :-
    attack_status(S, F).
fact('BB-202', _, M, F) :-
    (   M.target == M.player
    ->  format(string(F), "~w names himself as the target", [M.player])
    ;   format(string(F), "~w names ~w as the target", [M.player, M.target])
    ).
fact('BB-203', _, M, F) :-
    (   M.to == M.player
    ->  format(string(F), "~w names himself as the receiver of the dagger", [M.player])
    ;   format(string(F), "~w names ~w as the receiver of the dagger", [M.player, M.to])
    ).
fact('BB-204', S, M, F) :-
    shield_fact(S, M.target, F).
fact('BB-205', S, M, F) :-
    wounds(S, M.target, N),
    format(string(F), "~w is the Inquisitor; ~w has ~d wound(s)", [M.player, M.target, N]).
fact('BB-301', S, _, F) :-
    attack_status(S, F).
fact('BB-301', S, M, F) :-
    memberchk(M.action, ["accept", "decline"]),
    pending_value(S, target, T),
    format(string(F), "the attacked player is ~w; the move is ~w's", [T, M.player]).
fact('BB-302', S, M, F) :-
    (   rank_revealed(S, M.player)
    ->  tokens_text(S, M.player, TT),
        format(string(F), "~w's rank token is revealed (his tokens: ~w)", [M.player, TT])
    ;   format(string(F), "~w's rank token is still in the supply: his rank is hidden", [M.player])
    ).
fact('BB-303', S, M, F) :-
    pending_value(S, attacker, A),
    pending_value(S, target, T),
    format(string(F), "~w attacks ~w; the offer is ~w's", [A, T, M.player]).
fact('BB-304', S, _, F) :-
    pending_value(S, target, T),
    (   fan_forbids_intervention(S, T)
    ->  format(string(F), "~w, the attacked player, holds a Fan", [T])
    ;   format(string(F), "~w, the attacked player, holds no Fan", [T])
    ).
fact('BB-305', S, M, F) :-
    (   pending_value(S, offers, Offers)
    ->  names_text(Offers, T),
        format(string(F), "offers made: ~w; the move accepts ~w's", [T, M.intervener])
    ;   format(string(F), "no attack is being resolved, so nobody has offered; the move accepts ~w's offer", [M.intervener])
    ).
fact('BB-306', S, M, F) :-
    pending_value(S, offers, Offers),
    names_text(Offers, T),
    (   has_offered(S, M.player)
    ->  format(string(F), "offers made so far: ~w (~w among them)", [T, M.player])
    ;   format(string(F), "offers made so far: ~w (not ~w)", [T, M.player])
    ).
fact('BB-401', S, M, F) :-
    (   M.action == "return_token"
    ->  heal_status(S, F)
    ;   wound_status(S, F)
    ).
fact('BB-402', S, M, F) :-
    player_icons(S, M.player, Icons),
    atomic_list_concat(Icons, ", ", I),
    format(string(F), "~w's card: the rank symbol and the icons ~w", [M.player, I]).
fact('BB-402', S, M, F) :-
    tokens_text(S, M.player, TT),
    format(string(F), "~w's revealed tokens: ~w", [M.player, TT]).
fact('BB-403', S, M, F) :-
    pending_value(S, attacker, A),
    format(string(F), "~w intervened in ~w's attack and suffers its wound", [M.player, A]).
fact('BB-404', S, M, F) :-
    holds_card(S, M.player, "staff"),
    format(string(F), "~w holds a Staff; the move takes a ~w token", [M.player, M.token]).
fact('BB-405', S, M, F) :-
    pending_value(S, by, By),
    (   rank_revealed(S, M.player)
    ->  format(string(F), "the Mentalist ~w deals the wound; ~w's rank token is already revealed", [By, M.player])
    ;   format(string(F), "the Mentalist ~w deals the wound; ~w's rank token is hidden", [By, M.player])
    ).
fact('BB-406', S, M, F) :-
    supply_tokens(S, M.token, N),
    format(string(F), "the supply holds ~d ~w token(s)", [N, M.token]).
fact('BB-501', S, _, F) :-
    (   ability_step(S, U)
    ->  format(string(F), "~w has just taken his rank token for an attack's wound: it is his ability step", [U])
    ;   attack_status(S, F0),
        format(string(F), "no ability step now: ~w", [F0])
    ).
fact('BB-501', S, M, F) :-
    ability_step(S, M.player),
    player_role(S, M.player, Role),
    character_title(Role, Title),
    (   M.action == "skip"
    ->  format(string(F), "~w is the ~w", [M.player, Title])
    ;   action_ability(M.action, Owner),
        character_title(Owner, OwnerTitle),
        format(string(F), "~w is the ~w; \"~w\" is the ~w's ability", [M.player, Title, M.action, OwnerTitle])
    ).
fact('BB-502', S, M, F) :-
    wounded_by_ability(S, M, V),
    shield_fact(S, V, F).
fact('BB-503', _, M, F) :-
    chosen_players(M, Chosen),
    names_text(Chosen, T),
    format(string(F), "~w uses the ability and names ~w", [M.player, T]).
fact('BB-504', S, M, F) :-
    supply_fact(S, M, F).
fact('BB-540', S, M, F) :-
    (   intervened(S, M.player)
    ->  pending_value(S, target, T),
        format(string(F), "~w intervened for ~w", [M.player, T])
    ;   pending_value(S, target, M.player)
    ->  format(string(F), "~w was the attacked player; he did not intervene", [M.player])
    ;   pending(S, _)
    ->  format(string(F), "~w did not intervene in this attack", [M.player])
    ;   format(string(F), "no attack is being resolved: ~w has intervened in none", [M.player])
    ).
fact('BB-543', S, M, F) :-
    (   M.action == "return_token" -> W = M.player ; protected_player(S, W) ),
    tokens_text(S, W, TT),
    format(string(F), "~w's tokens: ~w", [W, TT]).
fact('BB-543', _, M, F) :-
    M.action == "return_token",
    format(string(F), "the move returns a ~w token", [M.token]).
fact('BB-596', S, M, F) :-
    curse_supply(S, true, T), curse_supply(S, false, Fa),
    curse_deal(M, GT, GF),
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
    (   suffering_wound(S, W)
    ->  source_text(S, Src),
        format(string(F), "~w is suffering a wound now (~w)", [W, Src])
    ;   attack_status(S, F0),
        format(string(F), "nobody is suffering a wound now: ~w", [F0])
    ).

heal_status(S, F) :-
    (   being_healed(S, T), pending_value(S, user, U)
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
        (   staffs_needed(S, M.player, 1)
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

%!  fix(?RuleId, +State, +Move, -Fix:string) is nondet.
%
%   A change that would make Move satisfy RuleId: what a judge tells the
%   player.

fix('BB-209', S, _, Fix) :-
    captured(S, C),
    format(string(Fix), "none: the game ended when ~w was captured; a new game starts from a new set-up", [C.player]).
fix('BB-210', S, M, Fix) :-
    move_players(M, Ps),
    exclude(is_player(S), Ps, Unknown),
    names_text(Unknown, U),
    player_names(S, Ns),
    names_text(Ns, T),
    format(string(Fix), "replace ~w by a player at the table: ~w", [U, T]).
fix('BB-201', S, M, Fix) :-
    dagger_holder(S, D),
    (   D \== M.player
    ->  format(string(Fix), "only ~w, who holds the dagger, attacks or passes now", [D])
    ;   attack_status(S, St),
        format(string(Fix), "the attack must be resolved first (~w); the dagger then passes on", [St])
    ).
fix('BB-202', S, M, Fix) :-
    legal_values(S, _{player:M.player, action:"attack", target:T}, T, Ts),
    (   Ts == []
    ->  format(string(Fix), "nobody may be attacked now: ~w passes the dagger instead", [M.player])
    ;   names_text(Ts, TT),
        format(string(Fix), "attack another player: ~w", [TT])
    ).
fix('BB-203', S, M, Fix) :-
    legal_values(S, _{player:M.player, action:"pass", to:T}, T, Ts),
    names_text(Ts, TT),
    format(string(Fix), "pass the dagger to another player: ~w", [TT]).
fix('BB-204', S, M, Fix) :-
    legal_values(S, _{player:M.player, action:"attack", target:T}, T, Ts),
    (   Ts == []
    ->  format(string(Fix), "nobody without a Shield may be attacked now: ~w passes the dagger instead", [M.player])
    ;   names_text(Ts, TT),
        format(string(Fix), "attack a player who holds no Shield: ~w", [TT])
    ).
fix('BB-204', S, M, Fix) :-
    member(Colour, ["1", "2"]),
    string_concat("shield-", Colour, Shield),
    holds_card(S, M.target, Shield),
    string_concat("sword-", Colour, Sword),
    player_names(S, Ns), member(G, Ns), holds_card(S, G, Sword),
    format(string(Fix), "~w keeps the Shield until ~w, who holds ~w, suffers his third wound", [M.target, G, Sword]).
fix('BB-205', S, M, Fix) :-
    legal_values(S, _{player:M.player, action:"attack", target:T}, T, Ts),
    (   Ts == []
    ->  format(string(Fix), "~w may attack nobody now: he passes the dagger instead", [M.player])
    ;   names_text(Ts, TT),
        format(string(Fix), "the Inquisitor attacks a player with fewer than three wounds: ~w", [TT])
    ).
fix('BB-301', S, M, Fix) :-
    (   \+ pending(S, _)
    ->  (   M.action == "offer"
        ->  Fix = "offers are made only after the dagger holder declares an attack, while its window is open"
        ;   Fix = "a player accepts or declines intervention only when he is attacked, before his wound"
        )
    ;   \+ window_open(S)
    ->  stage(S, Stage),
        format(string(Fix), "the window of this attack has closed (the attack is at its ~w step); intervention waits for the next attack", [Stage])
    ;   pending_value(S, target, T),
        format(string(Fix), "only ~w, the attacked player, accepts an offer or declines", [T])
    ).
fix('BB-302', _, M, Fix) :-
    format(string(Fix), "the rank token is already revealed, so ~w cannot intervene", [M.player]).
fix(Id, S, M, Fix) :-
    memberchk(Id, ['BB-302', 'BB-303']),
    legal_values(S, _{player:P, action:"offer"}, P, Ps0),
    exclude(==(M.player), Ps0, Ps),
    (   Ps == []
    ->  Fix = "nobody else may offer in this attack"
    ;   names_text(Ps, T),
        format(string(Fix), "players who may offer now: ~w", [T])
    ).
fix('BB-303', S, _, Fix) :-
    pending_value(S, attacker, A),
    pending_value(S, target, T),
    format(string(Fix), "~w (attacker) and ~w (target) do not offer: ~w accepts another player's offer or declines", [A, T, T]).
fix('BB-304', S, _, Fix) :-
    pending_value(S, target, T),
    format(string(Fix), "nobody intervenes while ~w holds the Fan: ~w declines and suffers the wound himself", [T, T]).
fix('BB-305', S, _, Fix) :-
    pending_value(S, offers, Offers),
    (   Offers == []
    ->  Fix = "no offer has been made: wait for one, or decline and suffer the wound"
    ;   names_text(Offers, T),
        format(string(Fix), "accept one of the offers made: ~w (or decline)", [T])
    ).
fix('BB-306', S, M, Fix) :-
    pending_value(S, target, T),
    (   window_open(S)
    ->  format(string(Fix), "~w's offer already stands: ~w now accepts an offer or declines", [M.player, T])
    ;   format(string(Fix), "~w's offer was made in this attack's window, which has closed", [M.player])
    ).
fix('BB-401', S, M, Fix) :-
    (   M.action == "return_token"
    ->  (   being_healed(S, T)
        ->  format(string(Fix), "only ~w, whom the Alchemist heals, returns a token now", [T])
        ;   Fix = "a token is returned only when an Alchemist who intervened heals the player he protected"
        )
    ;   (   suffering_wound(S, W)
        ->  format(string(Fix), "only ~w, who is suffering the wound, takes a token now", [W])
        ;   Fix = "a token is taken only for a wound: when an attack or an ability wounds the player"
        )
    ).
fix(Id, S, M, Fix) :-
    memberchk(Id, ['BB-402', 'BB-403', 'BB-404', 'BB-405', 'BB-406']),
    findall(T, token_player_may_take(S, M.player, T), Ts),
    token_fix(Id, M, Ts, Fix).
fix('BB-406', _, M, Fix) :-
    box_tokens(M.token, Box),
    format(string(Fix), "if the supply's count is wrong, the judge sets it by hand (the box has ~d ~w tokens)", [Box, M.token]).
fix('BB-501', S, M, Fix) :-
    (   ability_step(S, U), U \== M.player
    ->  format(string(Fix), "only ~w, who has just revealed his rank, uses or declines an ability now", [U])
    ;   ability_step(S, M.player)
    ->  player_role(S, M.player, Role),
        character_title(Role, Title),
        findall(A, action_ability(A, Role), As),
        atomic_list_concat(As, "\" or \"", AT),
        format(string(Fix), "~w is the ~w: his ability is \"~w\" (or skip)", [M.player, Title, AT])
    ;   Fix = "an ability is used only right after its user takes his rank token for an attack's wound (as target or intervener)"
    ).
fix('BB-502', S, M, Fix) :-
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
fix('BB-503', S, M, Fix) :-
    other_players(S, M.player, Os),
    names_text(Os, T),
    (   M.action == "look"
    ->  format(string(Fix), "look at two different players other than ~w: any two of ~w", [M.player, T])
    ;   M.action == "curse"
    ->  format(string(Fix), "deal each curse card to a different player other than ~w: ~w", [M.player, T])
    ;   format(string(Fix), "choose another player: one of ~w", [T])
    ).
fix('BB-504', S, M, Fix) :-
    (   M.action == "staff", cards_in_supply(S, "staff", 1)
    ->  Fix = "one Staff is left, the Mage needs two (one to give, one to keep): skip the ability"
    ;   format(string(Fix), "the card is not in the supply: ~w skips the ability", [M.player])
    ).
fix('BB-540', S, M, Fix) :-
    (   ability_step(S, M.player)
    ->  format(string(Fix), "~w was attacked, not intervening: his only choice is to skip", [M.player])
    ;   Fix = "the Alchemist heals or wounds only after he intervened in an attack and took his rank token for its wound"
    ).
fix('BB-543', S, M, Fix) :-
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
fix('BB-596', S, _, Fix) :-
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
    captured(S, C),
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
%   the Inquisitor may not make it).  Move may be malformed (it is asked
%   before the move's shape is checked).

depends_on_hidden(S, V, M, Reason) :-
    get_dict(player, M, P), string(P),
    P \== V,
    is_player(S, P),
    \+ game_over(S),
    get_dict(action, M, A),
    hidden_dependency(A, S, V, M, P, Reason),
    !.

hidden_dependency("take_token", S, V, M, P, Reason) :-
    get_dict(token, M, Token),
    affiliation_kind(Token),
    suffering_wound(S, P),
    hidden_card(S, V, P),
    \+ holds_card(S, P, "staff"),
    \+ ( token_misfit(Rule, S, P, Token, _), Rule \== 'BB-402' ),
    \+ supply_lacks(S, P, Token, _),
    format(string(Reason), "whether a ~w token fits an uncovered icon of ~w's character card depends on that card, which ~w cannot see",
           [Token, P, V]).
hidden_dependency("attack", S, V, M, P, Reason) :-
    get_dict(target, M, T),
    string(T),
    is_player(S, T),
    T \== P,
    wounds(S, T, 3),
    current_player(S, P),
    \+ holds_shield(S, T),
    hidden_card(S, V, P),
    \+ rank_revealed(S, P),
    format(string(Reason), "~w has three wounds, so the attack is legal only if ~w is not the Inquisitor; ~w cannot see ~w's character card",
           [T, P, V, P]).
