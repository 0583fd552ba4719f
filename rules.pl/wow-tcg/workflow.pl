/*  World of Warcraft TCG: the judge's workflow.

    Part of game.pl: the facts that decide a rule for a move, the
    changes that would mend it, what a player cannot see, and the display
    model `show` draws.  Each asks the relations the rules use.
*/

                 /*******************************
                 *        FACTS AND FIXES       *
                 *******************************/

%!  moot(?RuleId, +State, +Move) is semidet.
%
%   The rule, though in the action's table, does not concern this move:
%   it is about a kind of card the move does not name (the readiness of
%   a "weapon" that is not a weapon in play, ...), about combat damage
%   that is not coming, about the timing of the other kind of card
%   (an instant is played in a window, any other card as a main action),
%   or about a power the card does not have; another rule of the move
%   decides it.

moot(Id, S, M) :-
    card_kind_rule(Id, Key, Kind),
    get_dict(Key, M, C),
    \+ card_of_kind(S, C, Kind).
moot(Id, S, M) :-
    main_action_rule(Id),
    \+ main_action(S, M, _).
moot('WOW-223', S, M) :-
    \+ move_effects(S, M, _, _).
moot('WOW-225', S, M) :-
    \+ ( get_dict(card, M, C), get_dict(player, M, Pl), hand_card(S, Pl, C, _) ).
moot('WOW-208', S, M) :-
    \+ costed_action(S, M, _, _, _).
moot('WOW-210', S, M) :-
    \+ exhausting_power(S, M, _).
moot('WOW-211', S, M) :-
    \+ exhausting_power(S, M, ally).

card_kind_rule('WOW-302', attacker, character).
card_kind_rule('WOW-303', attacker, character).
card_kind_rule('WOW-305', attacker, character).
card_kind_rule('WOW-404', protector, character).
card_kind_rule('WOW-504', weapon, weapon).
card_kind_rule('WOW-505', weapon, weapon).
card_kind_rule('WOW-604', armor, armor).

main_action_rule('WOW-202').
main_action_rule('WOW-203').
main_action_rule('WOW-204').

%   exhausting_power(+S, +Move, ?Zone): Move uses the power of a card in
%   play in Zone (whoever controls it), a power that exhausts the card.

exhausting_power(S, M, Zone) :-
    get_dict(action, M, "use_power"),
    get_dict(card, M, C),
    power_card(S, C, _, Zone, _, Power),
    flag(Power, activate).

card_of_kind(S, C, character) :- character(S, C, _, _).
card_of_kind(S, C, weapon) :- card_at(S, C, _, weapon, _).
card_of_kind(S, C, armor) :- card_at(S, C, _, armor, _).

%   Facts shared by several rules.

step_fact(S, F) :-
    phase(S, Ph),
    step(S, St),
    step_words(St, W),
    format(string(F), "the game is in the ~w phase, ~w", [Ph, W]).

step_words("main", "outside combat (main step)").
step_words("propose", "a combat has been proposed (propose step)").
step_words("attack", "the attacker has attacked (attack step)").
step_words("protect", "at the Protect Point (protect step)").
step_words("defend", "the defender is defending (defend step)").
step_words("damage", "combat damage is about to be dealt (damage step)").
step_words("end", "its end step").
step_words("wrap_up", "its wrap-up").

turn_fact(S, M, F) :-
    turn_player(S, T),
    get_dict(player, M, Pl),
    format(string(F), "~w is the turn player; the move is ~w's", [T, Pl]).

ready_text(Card, T) :-
    (   is_ready(Card) -> T = "ready" ; T = "exhausted" ).

combat_fact(S, F) :-
    (   combat(S, _)
    ->  attacker(S, A), proposed_defender(S, D),
        label(S, A, AL), label(S, D, DL),
        owner_text(S, A, AO), owner_text(S, D, DO),
        (   protector(S, P)
        ->  label(S, P, PL),
            format(string(F), "in this combat ~w's ~w attacks; ~w's ~w was proposed as the defender and ~w protected it", [AO, AL, DO, DL, PL])
        ;   format(string(F), "in this combat ~w's ~w attacks ~w's ~w", [AO, AL, DO, DL])
        )
    ;   F = "no combat is under way"
    ).

owner_text(S, Id, T) :-
    (   card_at(S, Id, O, _, _) -> T = O ; T = "not in play" ).

hand_ids_text(S, Pl, T) :-
    hand(S, Pl, H),
    findall(L, ( member(C, H), card_label(C, L) ), Ls),
    (   Ls == [] -> T = "nothing" ; atomic_list_concat(Ls, ', ', T) ).

card_place_fact(S, M, F) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    label(S, C, CL),
    (   hand_card(S, Pl, C, _)
    ->  format(string(F), "~w is in ~w's hand", [CL, Pl])
    ;   player_name(S, O), hand_card(S, O, C, _)
    ->  format(string(F), "~w is in ~w's hand, not ~w's", [CL, O, Pl])
    ;   card_at(S, C, O, Z, _)
    ->  format(string(F), "~w is in play (~w's ~w), not in a hand", [CL, O, Z])
    ;   format(string(F), "no card ~w is in ~w's hand", [CL, Pl])
    ).

%!  fact(?RuleId, +State, +Move, -Fact:string) is nondet.
%
%   A fact of this position that decides RuleId for Move.

fact('WOW-201', S, _, F) :-
    decked(S, P),
    format(string(F), "~w had to draw a card from an empty deck: ~w is decked", [P, P]).
fact('WOW-201', S, _, F) :-
    player_name(S, P),
    hero_of(S, P, H),
    card_label(H, HL),
    get_dict(damage, H, D), get_dict(health, H, Hp),
    (   D >= Hp
    ->  format(string(F), "~w's hero ~w has ~w damage and ~w health: fatal damage", [P, HL, D, Hp])
    ;   format(string(F), "~w's hero ~w has ~w damage and ~w health", [P, HL, D, Hp])
    ).
fact('WOW-202', S, M, F) :-
    turn_fact(S, M, F).
fact('WOW-203', S, _, F) :-
    step_fact(S, F).
fact('WOW-204', S, _, F) :-
    step_fact(S, F).
fact('WOW-204', S, _, F) :-
    combat(S, _),
    combat_fact(S, F).
fact('WOW-205', S, M, F) :-
    turn_player(S, T),
    (   resource_placed(S)
    ->  format(string(F), "~w has already placed a resource this turn", [T])
    ;   format(string(F), "~w has not placed a resource this turn", [T])
    ),
    get_dict(player, M, _).
fact('WOW-206', S, M, F) :-
    step_fact(S, F0),
    priority_holder(S, H),
    get_dict(player, M, Pl),
    (   H == null
    ->  format(string(F), "~w: no one has priority", [F0])
    ;   format(string(F), "~w: ~w has priority; the move is ~w's", [F0, H, Pl])
    ).
fact('WOW-207', S, M, F) :-
    card_place_fact(S, M, F).
fact('WOW-208', S, M, F) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    label(S, C, CL),
    ready_resources(S, Pl, R),
    (   get_dict(action, M, "use_power")
    ->  power_card(S, C, _, _, _, Power),
        get_dict(cost, Power, Cost),
        format(string(F), "the power of ~w costs ~w; ~w has ~w ready resources", [CL, Cost, Pl, R])
    ;   hand_card(S, Pl, C, Card),
        get_dict(cost, Card, Cost),
        format(string(F), "~w costs ~w; ~w has ~w ready resources", [CL, Cost, Pl, R])
    ).
fact('WOW-209', S, M, F) :-
    get_dict(card, M, C),
    label(S, C, CL),
    (   card_at(S, C, O, Z, Card)
    ->  (   get_dict(power, Card, Power)
        ->  get_dict(cost, Power, Cost),
            (   flag(Power, activate) -> Ex = " and exhausts it" ; Ex = "" ),
            format(string(F), "~w is ~w's ~w in play; its power costs ~w~w", [CL, O, Z, Cost, Ex])
        ;   format(string(F), "~w is ~w's ~w in play; it has no power", [CL, O, Z])
        )
    ;   format(string(F), "~w is not a card in play", [CL])
    ).
fact('WOW-210', S, M, F) :-
    get_dict(card, M, C),
    card_at(S, C, _, _, Card),
    label(S, C, CL),
    ready_text(Card, R),
    format(string(F), "~w is ~w; its power exhausts it", [CL, R]).
fact('WOW-211', S, M, F) :-
    get_dict(card, M, C),
    card_at(S, C, Pl, ally, Card),
    label(S, C, CL),
    (   flag(Card, since_turn_start)
    ->  format(string(F), "~w has been under ~w's control since the start of ~w's most recent turn", [CL, Pl, Pl])
    ;   format(string(F), "~w came under ~w's control after the start of ~w's most recent turn", [CL, Pl, Pl])
    ).
fact('WOW-223', S, M, F) :-
    move_effects(S, M, Effects, Card),
    card_label(Card, CL),
    (   targeted(Effects)
    ->  findall(W, ( member(E, Effects), get_dict(target, E, T), T \== "self",
                     target_words(E, W) ), Ws),
        atomic_list_concat(Ws, ' and ', WT),
        (   get_dict(target, M, Tg)
        ->  label(S, Tg, TL),
            (   card_at(S, Tg, O, Z, _)
            ->  format(string(F), "~w targets ~w; the move names ~w, ~w's ~w", [CL, WT, TL, O, Z])
            ;   format(string(F), "~w targets ~w; the move names ~w, not a card in play", [CL, WT, TL])
            )
        ;   format(string(F), "~w targets ~w; the move names no target", [CL, WT])
        )
    ;   format(string(F), "~w has no targeted effect", [CL])
    ).
fact('WOW-225', S, M, F) :-
    get_dict(card, M, C),
    get_dict(player, M, Pl),
    hand_card(S, Pl, C, Card),
    label(S, C, CL),
    (   playable_face(Card)
    ->  format(string(F), "the position shows what ~w is", [CL])
    ;   format(string(F), "~w is an unknown card: the position does not show what it is", [CL])
    ).
fact('WOW-301', S, M, F) :-
    get_dict(attacker, M, A),
    label(S, A, AL),
    (   character(S, A, O, _)
    ->  format(string(F), "~w is ~w's character", [AL, O])
    ;   format(string(F), "~w is not a hero or ally in play", [AL])
    ).
fact('WOW-302', S, M, F) :-
    get_dict(attacker, M, A),
    character(S, A, _, Card),
    label(S, A, AL),
    ready_text(Card, R),
    format(string(F), "~w is ~w", [AL, R]).
fact('WOW-303', S, M, F) :-
    get_dict(attacker, M, A),
    label(S, A, AL),
    (   card_at(S, A, O, ally, Card)
    ->  (   flag(Card, since_turn_start) -> T1 = "has" ; T1 = "has not" ),
        (   flag(Card, ferocity) -> T2 = "has" ; T2 = "does not have" ),
        format(string(F), "~w is an ally; it ~w been under ~w's control since the start of the turn and ~w Ferocity", [AL, T1, O, T2])
    ;   card_at(S, A, _, hero, _)
    ->  format(string(F), "~w is a hero: heroes may attack the turn they come into play", [AL])
    ).
fact('WOW-304', S, M, F) :-
    get_dict(defender, M, D),
    label(S, D, DL),
    (   character(S, D, O, _)
    ->  format(string(F), "~w is ~w's character; the move is ~w's", [DL, O, M.player])
    ;   format(string(F), "~w is not a hero or ally in play", [DL])
    ).
fact('WOW-305', S, M, F) :-
    get_dict(attacker, M, A),
    character(S, A, _, Card),
    label(S, A, AL),
    (   may_be_attacker(Card)
    ->  format(string(F), "nothing on ~w says it can't attack", [AL])
    ;   format(string(F), "~w's card says it can't attack", [AL])
    ).
fact('WOW-401', S, _, F) :-
    step_fact(S, F).
fact('WOW-402', S, M, F) :-
    (   proposed_defender(S, D), defending_player(S, DP)
    ->  label(S, D, DL),
        format(string(F), "the proposed defender is ~w's ~w; the move is ~w's", [DP, DL, M.player])
    ;   F = "no combat is under way"
    ).
fact('WOW-403', S, M, F) :-
    get_dict(protector, M, P),
    label(S, P, PL),
    (   character(S, P, O, Card)
    ->  (   flag(Card, protector) -> T = "has" ; T = "does not have" ),
        format(string(F), "~w is ~w's character and ~w Protector", [PL, O, T])
    ;   format(string(F), "~w is not a hero or ally in play", [PL])
    ).
fact('WOW-404', S, M, F) :-
    get_dict(protector, M, P),
    character(S, P, _, Card),
    label(S, P, PL),
    ready_text(Card, R),
    format(string(F), "~w is ~w", [PL, R]).
fact('WOW-405', S, M, F) :-
    get_dict(protector, M, P),
    label(S, P, PL),
    (   proposed_defender(S, D)
    ->  label(S, D, DL),
        format(string(F), "the proposed defender is ~w; the move names ~w", [DL, PL])
    ;   F = "no combat is under way"
    ).
fact('WOW-406', S, _, F) :-
    (   protector(S, P)
    ->  label(S, P, PL),
        format(string(F), "~w has already protected in this combat", [PL])
    ;   combat(S, _)
    ->  F = "no character has protected in this combat"
    ;   F = "no combat is under way"
    ).
fact('WOW-501', S, _, F) :-
    step_fact(S, F).
fact('WOW-502', S, _, F) :-
    combat_fact(S, F).
fact('WOW-502', S, M, F) :-
    combat(S, _),
    get_dict(player, M, Pl),
    hero_id(S, Pl, H),
    label(S, H, HL),
    (   hero_in_combat(S, Pl)
    ->  format(string(F), "~w's hero ~w is in the combat", [Pl, HL])
    ;   format(string(F), "~w's hero ~w is not in the combat", [Pl, HL])
    ).
fact('WOW-503', S, M, F) :-
    get_dict(weapon, M, W),
    label(S, W, WL),
    (   card_at(S, W, O, weapon, _)
    ->  format(string(F), "~w is ~w's weapon; the move is ~w's", [WL, O, M.player])
    ;   format(string(F), "~w is not a weapon in play", [WL])
    ).
fact('WOW-504', S, M, F) :-
    get_dict(weapon, M, W),
    card_at(S, W, _, weapon, Card),
    label(S, W, WL),
    ready_text(Card, R),
    format(string(F), "~w is ~w", [WL, R]).
fact('WOW-505', S, M, F) :-
    get_dict(weapon, M, W),
    card_at(S, W, _, weapon, Card),
    get_dict(strike_cost, Card, Cost),
    get_dict(player, M, Pl),
    ready_resources(S, Pl, R),
    label(S, W, WL),
    format(string(F), "the strike cost of ~w is ~w; ~w has ~w ready resources", [WL, Cost, Pl, R]).
fact('WOW-506', S, M, F) :-
    get_dict(player, M, Pl),
    findall(W, struck_by(S, Pl, W), Ws),
    (   Ws == []
    ->  format(string(F), "~w has not struck with a weapon in this combat", [Pl])
    ;   Ws = [W0|_],
        label(S, W0, W0L),
        length(Ws, N),
        (   N =:= 1 -> Times = "once" ; format(string(Times), "~d times", [N]) ),
        format(string(F), "~w has struck with ~w ~w in this combat", [Pl, W0L, Times])
    ).
fact('WOW-601', S, _, F) :-
    step_fact(S, F).
fact('WOW-602', S, M, F) :-
    get_dict(player, M, Pl),
    (   combat(S, _)
    ->  hero_id(S, Pl, H), label(S, H, HL),
        (   incoming_combat_damage(S, Pl, In)
        ->  prevented(S, Pl, Pr),
            format(string(F), "~w's hero ~w is in the combat and would be dealt ~w combat damage; armor has prevented ~w of it", [Pl, HL, In, Pr])
        ;   hero_in_combat(S, Pl)
        ->  format(string(F), "~w's hero ~w is in the combat, but no character is fighting it", [Pl, HL])
        ;   format(string(F), "~w's hero ~w is not in the combat", [Pl, HL])
        )
    ;   F = "no combat is under way"
    ).
fact('WOW-603', S, M, F) :-
    get_dict(armor, M, A),
    label(S, A, AL),
    (   card_at(S, A, O, armor, Card)
    ->  get_dict(def, Card, Def),
        format(string(F), "~w is ~w's armor with DEF ~w; the move is ~w's", [AL, O, Def, M.player])
    ;   format(string(F), "~w is not an armor in play", [AL])
    ).
fact('WOW-604', S, M, F) :-
    get_dict(armor, M, A),
    card_at(S, A, _, armor, Card),
    label(S, A, AL),
    ready_text(Card, R),
    format(string(F), "~w is ~w", [AL, R]).
fact('WOW-606', S, M, F) :-
    get_dict(player, M, Pl),
    (   armor_decider(S, D)
    ->  format(string(F), "~w is deciding on armor now; the move is ~w's", [D, Pl])
    ;   F = "no armor decision is under way"
    ).
fact('WOW-703', S, M, F) :-
    step_fact(S, F),
    get_dict(player, M, _).
fact('WOW-704', S, M, F) :-
    turn_fact(S, M, F).
fact('WOW-705', S, M, F) :-
    get_dict(player, M, Pl),
    hand_size(S, Pl, N),
    format(string(F), "~w holds ~d cards; the maximum hand size is 7", [Pl, N]).
fact('WOW-706', S, _, F) :-
    step_fact(S, F).
fact('WOW-707', S, _, F) :-
    turn_player(S, T),
    hand_size(S, T, N),
    format(string(F), "~w holds ~d cards; the maximum hand size is 7", [T, N]).

%!  fix(?RuleId, +State, +Move, -Fix:string) is nondet.
%
%   A change that would make Move satisfy RuleId, in a judge's words.

labels_text(S, Ids, T) :-
    findall(L, ( member(I, Ids), label(S, I, L) ), Ls),
    (   Ls == [] -> T = "none" ; atomic_list_concat(Ls, ', ', T) ).

fix('WOW-201', S, _, Fix) :-
    once(has_lost(S, L, Why)),
    (   Why == decked
    ->  format(string(Fix), "none: ~w had to draw from an empty deck, so ~w has lost and the game is over", [L, L])
    ;   format(string(Fix), "none: ~w's hero has fatal damage, so ~w has lost and the game is over", [L, L])
    ).
fix('WOW-202', S, M, Fix) :-
    turn_player(S, T),
    get_dict(player, M, Pl),
    format(string(Fix), "wait for ~w's own turn: only the turn player (~w) does this, in the action phase outside combat", [Pl, T]).
fix('WOW-202', _, M, Fix) :-
    get_dict(action, M, "play_card"),
    Fix = "only an instant may be played in the other player's turn".
fix('WOW-203', _, M, Fix) :-
    (   get_dict(action, M, "play_card")
    ->  Fix = "too late this turn: it could have been played in the action phase before passing to the end phase; only instants now"
    ;   Fix = "too late this turn: it could have been done in the action phase before passing to the end phase"
    ).
fix('WOW-204', S, _, Fix) :-
    step(S, St),
    format(string(Fix), "wait until the combat concludes (the game is in its ~w step; the combat moves on as both players pass), then do it outside combat", [St]).
fix('WOW-205', _, _, "the next resource can be placed in the next turn").
fix('WOW-206', S, _, Fix) :-
    priority_holder(S, H),
    (   H == null
    ->  step(S, St),
        window_fix(St, Fix)
    ;   format(string(Fix), "wait for priority: ~w has it and acts or passes first", [H])
    ).
fix('WOW-207', S, M, Fix) :-
    get_dict(player, M, Pl),
    hand_ids_text(S, Pl, T),
    format(string(Fix), "name a card in ~w's hand: ~w", [Pl, T]).
fix('WOW-208', S, M, Fix) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    ready_resources(S, Pl, R),
    (   get_dict(action, M, "use_power")
    ->  power_card(S, C, _, _, _, P), get_dict(cost, P, Cost)
    ;   hand_card(S, Pl, C, Card), get_dict(cost, Card, Cost)
    ),
    Short is Cost - R,
    format(string(Fix), "needs ~d more ready resource(s)", [Short]).
fix('WOW-209', S, M, Fix) :-
    get_dict(player, M, Pl),
    get_dict(card, M, C),
    (   card_at(S, C, O, _, _), O \== Pl
    ->  format(string(Fix), "only ~w, its controller, may use this power", [O])
    ;   findall(Id, ( in_play(S, Pl, _, Card), get_dict(power, Card, _), get_dict(id, Card, Id) ), Ids),
        labels_text(S, Ids, T),
        format(string(Fix), "name a card in play of ~w's that has a power: ~w", [Pl, T])
    ).
fix('WOW-210', _, M, Fix) :-
    get_dict(player, M, Pl),
    format(string(Fix), "the card readies in ~w's next ready step; its power can be used then", [Pl]).
fix('WOW-211', _, M, Fix) :-
    get_dict(player, M, Pl),
    format(string(Fix), "wait for ~w's next turn: from its start the ally counts as under ~w's control", [Pl, Pl]).
fix('WOW-223', S, M, Fix) :-
    move_effects(S, M, Effects, _),
    get_dict(player, M, Pl),
    (   targeted(Effects)
    ->  findall(T, ( in_play(S, _, _, C), get_dict(id, C, T), legal_target(S, Pl, Effects, T) ), Ts),
        (   Ts == []
        ->  Fix = "no card in play is a legal target for it now"
        ;   labels_text(S, Ts, TT),
            format(string(Fix), "name one legal target: ~w", [TT])
        )
    ;   Fix = "leave out the target: its effects need none"
    ).
fix('WOW-225', S, M, Fix) :-
    get_dict(card, M, C),
    label(S, C, CL),
    format(string(Fix), "give the face of ~w in the position (its name, or its type and cost); as it is, it can be placed as a resource or discarded", [CL]).
fix('WOW-301', S, M, Fix) :- attacker_fix(S, M, Fix).
fix('WOW-302', _, M, Fix) :-
    get_dict(player, M, Pl),
    format(string(Fix), "the attacker readies in ~w's next ready step", [Pl]).
fix('WOW-302', S, M, Fix) :- attacker_fix(S, M, Fix).
fix('WOW-303', S, M, Fix) :-
    get_dict(attacker, M, A),
    label(S, A, AL),
    format(string(Fix), "~w can attack from its controller's next turn on", [AL]).
fix('WOW-303', S, M, Fix) :- attacker_fix(S, M, Fix).
fix('WOW-304', S, M, Fix) :-
    get_dict(player, M, Pl),
    findall(D, ( opponent(S, Pl, O), in_play(S, O, Z, C), character_zone(Z), get_dict(id, C, D) ), Ds),
    labels_text(S, Ds, T),
    format(string(Fix), "propose an enemy hero or ally as the defender: ~w", [T]).
fix('WOW-305', S, M, Fix) :- attacker_fix(S, M, Fix).
fix('WOW-401', S, _, Fix) :-
    step(S, St),
    protect_point_fix(St, Fix).
fix('WOW-402', S, _, Fix) :-
    (   defending_player(S, DP)
    ->  format(string(Fix), "the decision is ~w's, whose character was proposed as the defender", [DP])
    ;   Fix = "only the player whose character is proposed as a defender decides"
    ).
fix('WOW-403', S, M, Fix) :- protector_fix(S, M, Fix).
fix('WOW-404', S, M, Fix) :- protector_fix(S, M, Fix).
fix('WOW-405', S, M, Fix) :-
    proposed_defender(S, D),
    label(S, D, DL),
    format(string(Fix), "~w simply defends: decline to protect", [DL]),
    get_dict(player, M, _).
fix('WOW-405', S, M, Fix) :- protector_fix(S, M, Fix).
fix('WOW-406', S, _, Fix) :-
    protector(S, P),
    label(S, P, PL),
    format(string(Fix), "none in this combat: ~w is its only protector", [PL]).
fix('WOW-501', S, _, Fix) :-
    step(S, St),
    strike_time_fix(St, Fix).
fix('WOW-502', S, M, Fix) :-
    get_dict(player, M, Pl),
    (   hero_id(S, Pl, H), proposed_defender(S, H), protector(S, _)
    ->  format(string(Fix), "~w's hero was protected and left the combat: it can strike in a later combat it fights in", [Pl])
    ;   format(string(Fix), "strike in a combat where ~w's hero is the attacker or the defender", [Pl])
    ).
fix('WOW-503', S, M, Fix) :-
    get_dict(player, M, Pl),
    findall(W, in_play_id(S, Pl, weapon, W), Ws),
    labels_text(S, Ws, T),
    format(string(Fix), "strike with a weapon ~w controls: ~w", [Pl, T]).
fix('WOW-504', S, M, Fix) :-
    get_dict(weapon, M, W),
    label(S, W, WL),
    format(string(Fix), "~w must be readied first; it readies in its controller's next ready step", [WL]).
fix('WOW-504', S, M, Fix) :-
    get_dict(player, M, Pl),
    \+ struck_by(S, Pl, _),
    findall(W, ( in_play(S, Pl, weapon, C), is_ready(C), get_dict(id, C, W) ), Ws),
    Ws \== [],
    labels_text(S, Ws, T),
    format(string(Fix), "strike with a ready weapon: ~w", [T]).
fix('WOW-505', S, M, Fix) :-
    get_dict(player, M, Pl),
    get_dict(weapon, M, W),
    card_at(S, W, _, weapon, Card),
    get_dict(strike_cost, Card, Cost),
    ready_resources(S, Pl, R),
    Short is Cost - R,
    format(string(Fix), "needs ~d more ready resource(s) for the strike cost", [Short]).
fix('WOW-506', S, M, Fix) :-
    get_dict(player, M, Pl),
    once(struck_by(S, Pl, W0)),
    label(S, W0, W0L),
    format(string(Fix), "strike again only with ~w, and only once it has been readied", [W0L]).
fix('WOW-601', S, _, Fix) :-
    step(S, St),
    armor_time_fix(St, Fix).
fix('WOW-602', S, M, Fix) :-
    get_dict(player, M, Pl),
    (   unshielded(S, Pl, all_prevented(_))
    ->  Fix = "no more armor is needed: the rest of the damage is already prevented (excess DEF is wasted)"
    ;   format(string(Fix), "armor shields only ~w's hero, as it is about to be dealt combat damage by a character with ATK above 0", [Pl])
    ).
fix('WOW-603', S, M, Fix) :- armor_fix(S, M, Fix).
fix('WOW-604', S, M, Fix) :-
    get_dict(armor, M, A),
    label(S, A, AL),
    format(string(Fix), "~w readies in its controller's next ready step", [AL]).
fix('WOW-604', S, M, Fix) :- armor_fix(S, M, Fix).
fix('WOW-606', _, M, Fix) :-
    get_dict(player, M, Pl),
    format(string(Fix), "~w decides on armor once the other player's decision is over (the turn player decides first)", [Pl]).
fix('WOW-703', S, _, Fix) :-
    step(S, St),
    (   phase(S, "action")
    ->  format(string(Fix), "discarding comes in the wrap-up: pass out of the action phase (~w step) and the end step first", [St])
    ;   Fix = "discarding comes in the wrap-up: both players pass the end step first"
    ).
fix('WOW-704', S, M, Fix) :-
    turn_player(S, T),
    get_dict(player, M, Pl),
    (   get_dict(action, M, "end_turn")
    ->  format(string(Fix), "only ~w ends this turn; ~w's own turn comes next", [T, Pl])
    ;   format(string(Fix), "only ~w discards; ~w keeps every card in hand", [T, Pl])
    ).
fix('WOW-705', S, M, Fix) :-
    get_dict(player, M, Pl),
    hand_size(S, Pl, N),
    format(string(Fix), "~w's ~d cards are kept: end the turn instead", [Pl, N]).
fix('WOW-706', S, _, Fix) :-
    (   combat(S, _)
    ->  Fix = "conclude the combat, pass to the end phase and pass the end step; then end the turn from the wrap-up"
    ;   phase(S, "action")
    ->  Fix = "pass to the end phase, then pass the end step; the turn ends from the wrap-up"
    ;   Fix = "pass the end step first; the turn ends from the wrap-up"
    ).
fix('WOW-707', S, _, Fix) :-
    turn_player(S, T),
    hand_size(S, T, N),
    K is N - 7,
    format(string(Fix), "~w discards ~d more card(s) first", [T, K]).

in_play_id(S, Pl, Zone, Id) :-
    in_play(S, Pl, Zone, C),
    get_dict(id, C, Id).

window_fix("protect", "at the Protect Point the defending player protects or declines (decline); the defend window, with priority, opens right after").
window_fix("damage", "in the damage step the deciding player exhausts armor or declines more (decline_armor); priority comes back once the combat concludes").
window_fix("wrap_up", "the wrap-up has no priority: the turn player discards down to seven if needed and ends the turn (end_turn)").

protect_point_fix("main", "propose a combat first: protecting comes at its Protect Point") :- !.
protect_point_fix(St, Fix) :-
    memberchk(St, ["propose", "attack"]), !,
    format(string(Fix), "wait for the Protect Point: both players pass the ~w step first (and it comes only if a character could protect)", [St]).
protect_point_fix(St, Fix) :-
    format(string(Fix), "too late: there is no Protect Point in the ~w step (it comes after the attack window of a combat)", [St]).

strike_time_fix(St, Fix) :-
    memberchk(St, ["propose", "attack", "protect"]), !,
    format(string(Fix), "wait for the defend step: the ~w step must be passed (and the Protect Point decided) first", [St]).
strike_time_fix("damage", "too late: the defend window of this combat has closed") :- !.
strike_time_fix(_, "strike in the defend step of a combat your hero fights in").

armor_time_fix(St, Fix) :-
    memberchk(St, ["propose", "attack", "protect", "defend"]), !,
    format(string(Fix), "wait for the damage step: armor is exhausted as the combat damage is about to be dealt (the game is in the ~w step)", [St]).
armor_time_fix(_, "armor is used only in the damage step of a combat your hero fights in").

attacker_fix(S, M, Fix) :-
    get_dict(player, M, Pl),
    findall(A, ( turn_player(S, Pl), may_attack(S, A) ), As),
    (   As == []
    ->  format(string(Fix), "no character of ~w's can attack now", [Pl])
    ;   labels_text(S, As, T),
        format(string(Fix), "propose a ready character of ~w's that may attack: ~w", [Pl, T])
    ).

protector_fix(S, M, Fix) :-
    findall(P, ( defending_player(S, DP), get_dict(player, M, DP), could_protect(S, P) ), Ps),
    (   Ps == []
    ->  Fix = "no character can protect here: decline"
    ;   labels_text(S, Ps, T),
        format(string(Fix), "protect with a ready character with Protector other than the proposed defender: ~w", [T])
    ).

armor_fix(S, M, Fix) :-
    get_dict(player, M, Pl),
    findall(A, ( in_play(S, Pl, armor, C), is_ready(C), get_dict(def, C, D), D >= 1, get_dict(id, C, A) ), As),
    (   As == []
    ->  format(string(Fix), "~w has no ready armor with DEF 1 or more", [Pl])
    ;   labels_text(S, As, T),
        format(string(Fix), "exhaust a ready armor of ~w's with DEF 1 or more: ~w", [Pl, T])
    ).

                 /*******************************
                 *      HIDDEN INFORMATION      *
                 *******************************/

%!  hidden(+State, +Viewer, -Steps:list) is nondet.
%
%   A player sees their own hand, not the opponent's: each card of the
%   opponent's hand is hidden (their number is public).  No player sees
%   the cards of a deck, their own included (CR v7.4 415.3a: the number
%   of cards in each deck is public).  Everything in play, resources,
%   damage, graveyards and the combat are public.

hidden(S, V, [players, I, hand, J]) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    get_dict(name, P, O),
    O \== V,
    get_dict(hand, P, H),
    nth0(J, H, _).
hidden(S, _, [players, I, deck, J]) :-
    state_players(S, Ps),
    nth0(I, Ps, P),
    get_dict(deck, P, D),
    nth0(J, D, _).

%!  depends_on_hidden(+State, +Viewer, +Move, -Reason) is semidet.
%
%   Whether another player's move with a card from their hand (playing
%   it, placing it as a resource, discarding it) is legal turns on that
%   hand, which the viewer cannot see.

depends_on_hidden(S, V, M, Reason) :-
    get_dict(player, M, P),
    P \== V,
    player_name(S, P),
    get_dict(action, M, A),
    memberchk(A, ["play_card", "place_resource", "discard"]),
    !,
    format(string(Reason), "whether ~w may play, place or discard a card depends on ~w's hand, which ~w cannot see", [P, P, V]).
