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

%!  fact(?RuleId, +State, +Move, -Fact) is nondet.
%
%   A fact of this position that decides RuleId for Move, as a term
%   message//1 puts in words as fact(Fact) (messages.pl).

fact('BB-209', S, _, F) :-
    (   captured(S, C)
    ->  F = captured(C.player, C.by)
    ;   F = nobody_captured
    ).
fact('BB-210', S, _, table(Ns)) :-
    player_names(S, Ns).
fact('BB-210', S, M, not_at_table(Unknown)) :-
    move_players(M, Ps),
    exclude(is_player(S), Ps, Unknown),
    Unknown \== [].
fact('BB-201', S, M, dagger_and_mover(D, M.player)) :-
    dagger_holder(S, D).
fact('BB-201', S, _, F) :-
    attack_status(S, F).
fact('BB-202', _, M, F) :-
    (   M.target == M.player
    ->  F = names_himself_target(M.player)
    ;   F = names_target(M.player, M.target)
    ).
fact('BB-203', _, M, F) :-
    (   M.to == M.player
    ->  F = names_himself_receiver(M.player)
    ;   F = names_receiver(M.player, M.to)
    ).
fact('BB-204', S, M, F) :-
    shield_fact(S, M.target, F).
fact('BB-205', S, M, inquisitor_and_wounds(M.player, M.target, N)) :-
    wounds(S, M.target, N).
fact('BB-301', S, _, F) :-
    attack_status(S, F).
fact('BB-301', S, M, attacked_and_mover(T, M.player)) :-
    memberchk(M.action, ["accept", "decline"]),
    pending_value(S, target, T).
fact('BB-302', S, M, F) :-
    (   rank_revealed(S, M.player)
    ->  player_tokens(S, M.player, Ts),
        F = rank_revealed(M.player, Ts)
    ;   F = rank_hidden(M.player)
    ).
fact('BB-303', S, M, attack_and_offerer(A, T, M.player)) :-
    pending_value(S, attacker, A),
    pending_value(S, target, T).
fact('BB-304', S, _, F) :-
    pending_value(S, target, T),
    (   fan_forbids_intervention(S, T)
    ->  F = fan(T)
    ;   F = no_fan(T)
    ).
fact('BB-305', S, M, F) :-
    (   pending_value(S, offers, Offers)
    ->  F = offers_and_accepted(Offers, M.intervener)
    ;   F = no_offers_accepted(M.intervener)
    ).
fact('BB-306', S, M, F) :-
    pending_value(S, offers, Offers),
    (   has_offered(S, M.player)
    ->  F = offers_with(Offers, M.player)
    ;   F = offers_without(Offers, M.player)
    ).
fact('BB-401', S, M, F) :-
    (   M.action == "return_token"
    ->  heal_status(S, F)
    ;   wound_status(S, F)
    ).
fact('BB-402', S, M, card_icons(M.player, Icons)) :-
    player_icons(S, M.player, Icons).
fact('BB-402', S, M, revealed_tokens(M.player, Ts)) :-
    player_tokens(S, M.player, Ts).
fact('BB-403', S, M, intervener_wounded(M.player, A)) :-
    pending_value(S, attacker, A).
fact('BB-404', S, M, staff_and_token(M.player, Token)) :-
    holds_card(S, M.player, "staff"),
    Token = M.token.
fact('BB-405', S, M, F) :-
    pending_value(S, by, By),
    (   rank_revealed(S, M.player)
    ->  F = mentalist_rank_revealed(By, M.player)
    ;   F = mentalist_rank_hidden(By, M.player)
    ).
fact('BB-406', S, M, supply_tokens(N, M.token)) :-
    supply_tokens(S, M.token, N).
fact('BB-501', S, _, F) :-
    (   ability_step(S, U)
    ->  F = at_ability_step(U)
    ;   attack_status(S, F0),
        F = no_ability_step(F0)
    ).
fact('BB-501', S, M, F) :-
    ability_step(S, M.player),
    player_role(S, M.player, Role),
    character_title(Role, Title),
    (   M.action == "skip"
    ->  F = character(M.player, Title)
    ;   action_ability(M.action, Owner),
        character_title(Owner, OwnerTitle),
        F = character_ability(M.player, Title, M.action, OwnerTitle)
    ).
fact('BB-502', S, M, F) :-
    wounded_by_ability(S, M, V),
    shield_fact(S, V, F).
fact('BB-503', _, M, names_chosen(M.player, Chosen)) :-
    chosen_players(M, Chosen).
fact('BB-504', S, M, F) :-
    supply_fact(S, M, F).
fact('BB-540', S, M, F) :-
    (   intervened(S, M.player)
    ->  pending_value(S, target, T),
        F = intervened_for(M.player, T)
    ;   pending_value(S, target, M.player)
    ->  F = attacked_without_intervening(M.player)
    ;   pending(S, _)
    ->  F = did_not_intervene(M.player)
    ;   F = intervened_in_none(M.player)
    ).
fact('BB-543', S, M, tokens(W, Ts)) :-
    (   M.action == "return_token" -> W = M.player ; protected_player(S, W) ),
    player_tokens(S, W, Ts).
fact('BB-543', _, M, returns_token(Token)) :-
    M.action == "return_token",
    Token = M.token.
fact('BB-596', S, M, curse_deal(T, Fa, GT, GF)) :-
    curse_supply(S, true, T), curse_supply(S, false, Fa),
    curse_deal(M, GT, GF).

%   The position of the attack: no_attack, or attack(Attacker, Target,
%   Waiting), Waiting what its stage waits for.
attack_status(S, F) :-
    (   \+ pending(S, _)
    ->  F = no_attack
    ;   pending_value(S, attacker, A),
        pending_value(S, target, T),
        stage_waiting(S, W),
        F = attack(A, T, W)
    ).

stage_waiting(S, W) :-
    stage(S, Stage),
    (   Stage == "offers"
    ->  pending_value(S, offers, Os),
        W = offers_open(Os)
    ;   Stage == "wound"
    ->  pending_value(S, wounded, P),
        wound_source(S, Src),
        W = taking_token(P, Src)
    ;   Stage == "ability"
    ->  pending_value(S, user, U),
        W = at_ability_step(U)
    ;   Stage == "heal"
    ->  pending_value(S, target, T),
        W = returning_token(T)
    ;   W = stage(Stage)
    ).

%   The wound being suffered: attack_wound(By) or ability_wound(Ability, By).
wound_source(S, T) :-
    pending_value(S, source, Src),
    pending_value(S, by, By),
    (   Src == "attack"
    ->  T = attack_wound(By)
    ;   T = ability_wound(Src, By)
    ).

wound_status(S, F) :-
    (   suffering_wound(S, W)
    ->  wound_source(S, Src),
        F = suffering_wound(W, Src)
    ;   attack_status(S, F0),
        F = nobody_wounded(F0)
    ).

heal_status(S, F) :-
    (   being_healed(S, T), pending_value(S, user, U)
    ->  F = alchemist_heals(U, T)
    ;   attack_status(S, F0),
        F = nobody_healed(F0)
    ).

shield_fact(S, P, F) :-
    player_cards(S, P, Cards),
    include([C]>>sub_string(C, 0, _, _, "shield-"), Cards, Shields),
    (   Shields == []
    ->  F = no_shield(P)
    ;   F = shields(P, Shields)
    ).

supply_fact(S, M, F) :-
    (   M.action == "quill"
    ->  cards_in_supply(S, "quill", N),
        player_cards(S, M.player, Cs),
        F = quill_supply(N, M.player, Cs)
    ;   M.action == "guard"
    ->  findall(C-N, ( member(C, ["sword-1", "shield-1", "sword-2", "shield-2"]),
                       cards_in_supply(S, C, N) ), Counts),
        player_cards(S, M.player, Cs),
        F = guard_supply(Counts, M.player, Cs)
    ;   M.action == "staff"
    ->  cards_in_supply(S, "staff", N),
        (   staffs_needed(S, M.player, 1)
        ->  F = staff_supply_holding(N, M.player)
        ;   F = staff_supply_none(N, M.player)
        )
    ;   M.action == "fan"
    ->  cards_in_supply(S, "fan", N),
        F = fan_supply(N)
    ;   M.action == "curse"
    ->  curse_supply(S, true, T), curse_supply(S, false, Fa),
        F = curse_supply(T, Fa)
    ).

%!  fix(?RuleId, +State, +Move, -Fix) is nondet.
%
%   A change that would make Move satisfy RuleId: what a judge tells the
%   player, as a term message//1 puts in words as fix(Fix).

fix('BB-209', S, _, game_ended(P)) :-
    captured(S, C),
    P = C.player.
fix('BB-210', S, M, replace_by_player_at_table(Unknown, Ns)) :-
    move_players(M, Ps),
    exclude(is_player(S), Ps, Unknown),
    player_names(S, Ns).
fix('BB-201', S, _, Fix) :-
    (   pending(S, _)
    ->  attack_status(S, St),
        Fix = resolve_attack_first(St)
    ;   dagger_holder(S, D),
        Fix = only_dagger_holder(D)
    ).
fix('BB-202', S, M, Fix) :-
    legal_values(S, _{player:M.player, action:"attack", target:T}, T, Ts),
    (   Ts == []
    ->  Fix = nobody_to_attack(M.player)
    ;   Fix = attack_another(Ts)
    ).
fix('BB-203', S, M, pass_to_another(Ts)) :-
    legal_values(S, _{player:M.player, action:"pass", to:T}, T, Ts).
fix('BB-204', S, M, Fix) :-
    legal_values(S, _{player:M.player, action:"attack", target:T}, T, Ts),
    (   Ts == []
    ->  Fix = nobody_unshielded(M.player)
    ;   Fix = attack_unshielded(Ts)
    ).
fix('BB-204', S, M, shield_kept_until(M.target, G, Sword)) :-
    member(Colour, ["1", "2"]),
    string_concat("shield-", Colour, Shield),
    holds_card(S, M.target, Shield),
    string_concat("sword-", Colour, Sword),
    player_names(S, Ns), member(G, Ns), holds_card(S, G, Sword).
fix('BB-205', S, M, Fix) :-
    legal_values(S, _{player:M.player, action:"attack", target:T}, T, Ts),
    (   Ts == []
    ->  Fix = inquisitor_attacks_nobody(M.player)
    ;   Fix = inquisitor_attacks_one_of(Ts)
    ).
fix('BB-301', S, M, Fix) :-
    (   \+ pending(S, _)
    ->  (   M.action == "offer"
        ->  Fix = offers_follow_an_attack
        ;   Fix = accepting_follows_an_attack
        )
    ;   \+ window_open(S)
    ->  stage(S, Stage),
        Fix = window_closed(Stage)
    ;   pending_value(S, target, T),
        Fix = only_the_attacked_decides(T)
    ).
fix('BB-302', _, M, rank_revealed_cannot_intervene(M.player)).
fix(Id, S, M, Fix) :-
    memberchk(Id, ['BB-302', 'BB-303']),
    legal_values(S, _{player:P, action:"offer"}, P, Ps0),
    exclude(==(M.player), Ps0, Ps),
    (   Ps == []
    ->  Fix = nobody_else_offers
    ;   Fix = may_offer(Ps)
    ).
fix('BB-303', S, _, parties_do_not_offer(A, T)) :-
    pending_value(S, attacker, A),
    pending_value(S, target, T).
fix('BB-304', S, _, fan_forbids_intervention(T)) :-
    pending_value(S, target, T).
fix('BB-305', S, _, Fix) :-
    pending_value(S, offers, Offers),
    (   offer_accepted(S, _, I0)
    ->  Fix = only_one_offer_accepted(I0)
    ;   Offers == []
    ->  Fix = no_offer_made
    ;   Fix = accept_an_offer(Offers)
    ).
fix('BB-306', S, M, Fix) :-
    pending_value(S, target, T),
    (   window_open(S)
    ->  Fix = offer_stands(M.player, T)
    ;   Fix = offer_window_closed(M.player)
    ).
fix('BB-401', S, M, Fix) :-
    (   M.action == "return_token"
    ->  (   being_healed(S, T)
        ->  Fix = only_the_healed_returns(T)
        ;   Fix = returning_follows_a_heal
        )
    ;   (   suffering_wound(S, W)
        ->  Fix = only_the_wounded_takes(W)
        ;   Fix = taking_follows_a_wound
        )
    ).
fix(Id, S, M, Fix) :-
    memberchk(Id, ['BB-402', 'BB-403', 'BB-404', 'BB-405', 'BB-406']),
    findall(T, token_player_may_take(S, M.player, T), Ts),
    token_fix(Id, M, Ts, Fix).
fix('BB-406', _, M, judge_sets_supply(Box, M.token)) :-
    box_tokens(M.token, Box).
fix('BB-501', S, M, Fix) :-
    (   ability_step(S, U), U \== M.player
    ->  Fix = only_the_user_acts(U)
    ;   ability_step(S, M.player)
    ->  player_role(S, M.player, Role),
        character_title(Role, Title),
        findall(A, action_ability(A, Role), As),
        Fix = ability_is(M.player, Title, As)
    ;   Fix = ability_follows_a_wound
    ).
fix('BB-502', S, M, Fix) :-
    (   memberchk(M.action, ["assassinate", "compel"])
    ->  legal_values(S, M.put(victim, V), V, Vs),
        Fix = choose_unshielded_victim(Vs)
    ;   M.action == "wound"
    ->  protected_player(S, T),
        (   player_tokens(S, T, [_|_])
        ->  Fix = shielded_heal_or_skip(T)
        ;   Fix = shielded_skip(T)
        )
    ;   pending_value(S, attacker, A),
        Fix = attacker_shielded_skip(A)
    ).
fix('BB-503', S, M, Fix) :-
    other_players(S, M.player, Os),
    (   M.action == "look"
    ->  Fix = look_at_two_of(M.player, Os)
    ;   M.action == "curse"
    ->  Fix = deal_curses_to(M.player, Os)
    ;   Fix = choose_one_of(Os)
    ).
fix('BB-504', S, M, Fix) :-
    (   M.action == "staff", cards_in_supply(S, "staff", 1)
    ->  Fix = one_staff_left
    ;   Fix = not_in_supply_skip(M.player)
    ).
fix('BB-540', S, M, Fix) :-
    (   ability_step(S, M.player)
    ->  Fix = attacked_only_skips(M.player)
    ;   Fix = alchemist_follows_intervening
    ).
fix('BB-543', S, M, Fix) :-
    (   M.action == "return_token"
    ->  player_tokens(S, M.player, Ts0), list_to_set(Ts0, Ts),
        Fix = return_one_of(M.player, Ts)
    ;   protected_player(S, T),
        (   holds_shield(S, T)
        ->  Fix = no_wound_skip(T)
        ;   Fix = no_wound_wound_or_skip(T)
        )
    ).
fix('BB-596', S, _, Fix) :-
    curse_supply(S, true, T), curse_supply(S, false, F),
    (   T =:= 1
    ->  Fix = deal_true_and_false_curses(F)
    ;   Fix = deal_false_curses_only(F)
    ).

token_fix(_, _, [], no_token_fits) :- !.
token_fix('BB-403', _, _, intervener_takes_rank).
token_fix('BB-405', _, _, mentalist_victim_takes_rank).
token_fix('BB-404', _, Ts, staff_holder_takes(Ts)).
token_fix(Id, M, Ts, take_a_fitting_token(Ts1)) :-
    memberchk(Id, ['BB-402', 'BB-406']),
    exclude(==(M.token), Ts, Ts1),
    Ts1 \== [].

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

%   hidden_rank(+S, +Viewer, +Player): Viewer cannot see Player's card at
%   all: not his rank, so not his character.
hidden_rank(S, V, N) :-
    players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, N), !,
    hidden(S, V, [players, I, character]).

%   unseen_card(+S, +Viewer): some card of S is face down to Viewer.
unseen_card(S, V) :-
    once(hidden(S, V, _)).

%!  hidden_rule(+State, +Viewer, +Move, ?RuleId) is nondet.
%
%   Whether RuleId holds for another player's Move, or concerns it at
%   all, turns on his character card, which Viewer cannot see: the
%   token rules that read the icons for an affiliation token (BB-402;
%   BB-406 once his rank is revealed: until then his rank token is always
%   there for him to take), but a Staff holder's unknown token (it covers
%   any icon: only how many are covered counts); the Inquisitor's rule
%   for an attack by a player whose rank is hidden (BB-205); the rules of
%   an ability by a player whose rank is hidden (whose ability it is
%   decides whether they concern the move).  Viewer's answers leave them
%   out (rc_legal.pl, hidden_rule/5).

hidden_rule(S, V, M, Id) :-
    get_dict(player, M, P), string(P),
    P \== V,
    is_player(S, P),
    get_dict(action, M, A), string(A),
    hidden_rule_of(A, S, V, M, P, Id).

hidden_rule_of("take_token", S, V, M, P, Id) :-
    get_dict(token, M, Token),
    affiliation_kind(Token),
    \+ ( Token == "unknown", holds_card(S, P, "staff") ),
    hidden_card(S, V, P),
    (   Id = 'BB-402'
    ;   Id = 'BB-406',
        rank_revealed(S, P)         % else his rank token is there to take: it is broken
    ).
hidden_rule_of("attack", S, V, _, P, 'BB-205') :-
    hidden_rank(S, V, P).
hidden_rule_of(A, S, V, _, P, Id) :-
    action_ability(A, _),
    hidden_rank(S, V, P),
    atom_string(Action, A),
    action_rules(Action, Ids),
    member(Id, Ids),
    Id \== 'BB-501'.

%!  unseen(+State, +Viewer, +Term) is semidet.
%
%   A fact, fix or event of an answer tells what Viewer cannot see: a
%   card's icons (BB-402's fact), the tokens that fit them (the token
%   rules' fix), a player's cards when a curse is among them, the character a rank token reveals (and whose ability then
%   follows), the clan an Elder's Quill leads and who is its highest rank, and who wins once a
%   capture turns every card face up.  Viewer's answers leave such facts
%   and fixes out and word such events as unseen_event/4 (messages.pl).

unseen(S, V, fact(card_icons(P, _))) :-
    hidden_card(S, V, P).
unseen(S, V, fact(F)) :-
    memberchk(F, [quill_supply(_, _, Cs), guard_supply(_, _, Cs)]),
    \+ is_inquisitor(S, V),
    ( memberchk("curse-true", Cs) ; memberchk("curse-false", Cs) ),
    !.
unseen(S, V, fix(F)) :-
    memberchk(F, [take_a_fitting_token(_), no_token_fits]),
    suffering_wound(S, W),
    hidden_card(S, V, W).
unseen(S, V, event(token_taken, F)) :-
    F.token == "rank",
    hidden_rank(S, V, F.player).
unseen(S, V, event(ability_step, F)) :-
    hidden_rank(S, V, F.player).
unseen(S, V, event(quill, F)) :-
    F.leader \== null,
    unseen_card(S, V).
unseen(S, V, event(Kind, _)) :-
    memberchk(Kind, [game_over, clan_leader, clan_wins, inquisitor_wins, win_stolen]),
    unseen_card(S, V).

%!  depends_on_hidden(+State, +Viewer, +Move, -Reason) is semidet.
%
%   Whether another player's move is legal turns on a character card the
%   viewer cannot see: a wounded player's affiliation token (which icons
%   his card shows), and an attack on a player with three wounds (only
%   the Inquisitor may not make it).  Move may be malformed (it is asked
%   before the move's shape is checked).  Reason is a term message//1
%   puts in words as hidden(Reason).

depends_on_hidden(S, V, M, Reason) :-
    get_dict(player, M, P), string(P),
    P \== V,
    is_player(S, P),
    \+ game_over(S),
    get_dict(action, M, A),
    hidden_dependency(A, S, V, M, P, Reason),
    \+ seen_rule_broken(S, V, M),
    !.

%   seen_rule_broken(+S, +V, +M): M breaks a rule V can judge: he knows
%   it is illegal, whatever the cards he cannot see.
seen_rule_broken(S, V, M) :-
    catch(broken_rule(blood_bound, S, M, Id, _), error(_, _), fail),
    \+ hidden_rule(S, V, M, Id),
    !.

hidden_dependency("take_token", S, V, M, P, Reason) :-
    get_dict(token, M, Token),
    affiliation_kind(Token),
    suffering_wound(S, P),
    hidden_rule(S, V, M, 'BB-402'),
    Reason = token_fit_unseen(P, V).     % not the token: which fit is what V cannot see
hidden_dependency("attack", S, V, M, P, Reason) :-
    get_dict(target, M, T),
    string(T),
    is_player(S, T),
    wounds(S, T, 3),
    hidden_rule(S, V, M, 'BB-205'),
    Reason = inquisitor_unseen(T, P, V).
