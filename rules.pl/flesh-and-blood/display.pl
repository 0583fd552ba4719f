/*  flesh-and-blood: what `show` draws.

    Part of game.pl.  display/3, the display model of a position
    (rules.pl/rc_display.pl describes the model).
*/

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display(+State, +Viewer, -Model:dict) is det.
%
%   The position as rc_display.pl's model, and nothing Viewer (a
%   player, or null) cannot see (hidden/3):
%
%     - status: the turn, whose phase, who may act and why (actor/3,
%       FAB-203), the outcome (game_over/2: a hero at 0 life lost, both
%       at once drew, FAB-701; a concession), the effects waiting for the
%       next attack, the abilities activated this turn, the combat
%       chain's step;
%     - players: life, action and resource points; markers for the turn
%       player, who may act, who lost or drew;
%     - each player's zones: hero, weapons, equipment, arena, hand,
%       arsenal, pitch, graveyard, banished, deck (top first), each card
%       with the values that zone asks of it as the rules read them
%       (card_prop/3: the state's values over the printed ones);
%     - the stack, bottom to top (card-layers and ability-layers), and
%       each link of the combat chain: the attack, the defending cards,
%       their total defense (as FAB-503 counts it), the bonuses and the
%       damage dealt.

display(S, V, Model) :-
    players(S, Ps),
    status_lines(S, Status),
    maplist(player_display(S), Ps, Players),
    findall(Z, ( nth0(I, Ps, P), player_zone(S, V, I, P, Z) ), Own),
    findall(Z, shared_zone(S, Z), Shared),
    append(Own, Shared, Zones),
    display_model("Flesh and Blood", Status, Players, Zones, Model).

status_lines(S, Lines) :-
    L1 = display(turn(S.format, S.turn, S.turn_player, S.phase)),
    findall(L, status_line(S, L), Ls),
    Lines = [L1|Ls].

status_line(S, game_over_status(End)) :-
    game_over(S, End).
status_line(S, L) :-
    \+ game_over(S, _),
    actor(S, A, Why),
    actor_words(S, Why, A, L).
status_line(S, L) :-
    key_value(activated, S, [], As),
    As \== [],
    atomic_list_concat(As, ', ', Text),
    L = display(activated(Text)).
status_line(S, L) :-
    key_value(effects, S, [], Es),
    member(E, Es),
    effect_words(E, L).
status_line(S, L) :-
    S.phase == "action",
    (   chain_step(S, Step)
    ->  L = display(chain_open(Step))
    ;   L = "combat chain closed"
    ).

actor_words(S, choosing(A, "ward"), _, display(ward_choice(A, Amount, Text))) :-
    !,
    pending(S, Pd),
    key_value(amount, Pd, "?", Amount),
    findall(L, ( ward_source(S, A, _, C), card_keyword_value(C, "Ward", _), card_label(C, L) ), Ls),
    atomic_list_concat(Ls, ', ', Text).
actor_words(S, choosing(A, "quell"), _, display(quell_choice(A, Amount, Text))) :-   % card_texts_quell.pl (FAB-648)
    !,
    pending(S, Pd),
    key_value(amount, Pd, "?", Amount),
    findall(L, ( quell_option(S, A, C, _), card_label(C, L) ), Ls),
    atomic_list_concat(Ls, ', ', Text).
actor_words(S, choosing(A, "order"), _, display(order_choice(A, Text))) :-
    !,
    order_layers(S, A, Layers),                 % choices.pl
    findall(L, ( member(Id-_-_, Layers),
                 player(S, A, P), trigger_cards(P, Arena),   % card_texts_hand2.pl (FAB-1446)
                 card_with_id(Arena, Id, C), card_label(C, L) ), Ls),
    atomic_list_concat(Ls, ', ', Text).
actor_words(S, choosing(A, "bottom"), _, display(bottom_choice(A, Text))) :-
    !,
    bottom_waits(S, A, Cards),                  % choices.pl
    maplist(card_label, Cards, Ls),
    atomic_list_concat(Ls, ', ', Text).
actor_words(S, choosing(A, "first_player"), _, display(first_player_choice(A, O))) :-
    !,
    opponent(S, A, O).                          % choices.pl (FAB-632)
actor_words(S, choosing(A, "replaced_to_bottom"), _, display(bottom_choice(A, Text))) :-
    !,
    replaced_waits(S, A, Cards),                % choices.pl (FAB-633)
    maplist(card_label, Cards, Ls),
    atomic_list_concat(Ls, ', ', Text).
actor_words(S, choosing(A, "pitch_to_bottom"), _, display(bottom_choice(A, Text))) :-
    !,
    pitch_bottom_waits(S, A, Cards),            % choices.pl (FAB-630)
    maplist(card_label, Cards, Ls),
    atomic_list_concat(Ls, ', ', Text).
actor_words(S, choosing(A, Choice), _, display(choice(A, Choice, Source, Amount))) :-
    pending(S, Pd),
    card_label(Pd.source, Source0),
    atomic_list_concat([Pd.controller, "'s ", Source0], Source),
    (   Choice == "unless_pay"
    ->  Amount = Pd.cost-Pd.damage
    ;   key_value(amount, Pd, null, Amount)
    ).
actor_words(_, defending(A), _, display(declares_defenders(A))).
actor_words(S, priority(A), _, display(priority(A, Passed))) :-
    (   key_value(passes, S, 0, N), N > 0
    ->  Passed = true
    ;   Passed = false
    ).
actor_words(_, phase_owner("start", A), _, display(begins_action_phase(A))).
actor_words(_, phase_owner("end", A), _, display(ends_turn(A))).

effect_words(E, display(effect(P, Kind, N, Src))) :-
    get_dict(kind, E, Kind0),
    key_value(amount, E, "?", N0),
    (   get_dict(lasts, E, "until_used")        % Benji's (FAB-662): not this turn only
    ->  string_concat(Kind0, " until used", Kind), N = N0
    ;   Kind0 == "next_attack_power", get_dict(card, E, _)   % Shiver's arrow (FAB-813)
    ->  Kind = "next_attack_power of a card", N = N0
    ;   Kind0 == "next_attack_power", get_dict(card_name, E, Name)   % card_texts_zen.pl (FAB-1365 ... FAB-1367)
    ->  Kind = "next_attack_power of a name", N = Name-N0
    ;   Kind0 == "next_attack_power", get_dict(max_base_power, E, Max)   % card_texts_zen.pl (FAB-1368)
    ->  Kind = "next_attack_power of a small attack", N = Max-N0
    ;   Kind = Kind0, N = N0
    ),
    key_value(player, E, "?", P),
    key_value(source, E, "?", Src).

player_display(S, P, Player) :-
    get_dict(name, P, N),
    key_value(life, P, null, Life),
    key_value(action_points, P, 0, AP),
    key_value(resource_points, P, 0, RP),
    findall(M, player_marker(S, N, M), Markers),
    (   get_dict(chi_points, P, Chi), Chi > 0   % card_texts_chi.pl: how many are chi points (FAB-1105)
    ->  Points = [life-Life, 'action points'-AP, 'resource points'-RP, 'of them chi points'-Chi]
    ;   Points = [life-Life, 'action points'-AP, 'resource points'-RP]
    ),
    display_player(N, Points, Markers, Player).

player_marker(S, N, "turn player") :- S.turn_player == N.
player_marker(S, N, "to act") :- \+ game_over(S, _), actor(S, N).
player_marker(S, N, "lost: 0 life") :- game_over(S, defeated(N)).
player_marker(S, N, "draw: 0 life") :- game_over(S, draw(Ns)), memberchk(N, Ns).
player_marker(S, N, "conceded: loses") :- game_over(S, conceded(N)).

%   Each zone of a player, with the values the cards there are read for.
player_zone(S, V, I, P, Zone) :-
    member(Z-Layout-Keys, [hero-row-[], weapons-list-[power], equipment-list-[defense],
                           arena-row-[], hand-list-[cost, pitch, power, defense],
                           arsenal-list-[cost, pitch, power, defense], pitch-row-[pitch],
                           graveyard-row-[], banished-row-[], soul-row-[], deck-pile-[]]),
    (   Z == hero
    ->  Cards0 = [P.hero]
    ;   get_dict(Z, P, Cards0), is_list(Cards0)
    ->  true
    ;   Cards0 = []
    ),
    \+ ( memberchk(Z, [arena, banished, soul]), Cards0 == [] ),
    findall(C, ( nth0(J, Cards0, C0),
                 (   Z \== hero, \+ viewer_sees(flesh_and_blood, S, V, [players, I, Z, J])
                 ->  hidden_card(C)
                 ;   intimidated_card(C0)          % face down (choices.pl)
                 ->  shown_card(C0, Keys, ["intimidated: face down until the end phase"], [], C)
                 ;   Z == equipment, cloaked_face_down(C0)   % card_texts_cloaked.pl (FAB-1420)
                 ->  shown_card(C0, Keys, ["face down"], [], C)
                 ;   shown_card(C0, Keys, [], [], C)
                 ) ),
            Cards),
    atomic_list_concat([P.name, -, Z], Id),
    display_zone(Id, Z, P.name, Layout, Cards, Zone).

%   A card with the values Keys as the rules read them (card_prop/3, the
%   defense with its counters), go again among its facts when it has it
%   and power is asked, its counters when it has any.
shown_card(C, Keys, Markers, Facts0, Card) :-
    (   \+ is_dict(C)
    ->  display_card(null, C, [], Markers, Facts0, Card)
    ;   unknown_card(C)
    ->  key_value(id, C, null, Id),
        display_card(Id, "unknown card", [], [unknown|Markers], Facts0, Card)
    ;   card_id(C, Id),
        card_label(C, Label),
        findall(Word-Value, ( member(K, Keys), card_prop(C, K, Value0), integer(Value0),
                              shown_value(C, K, Value0, Value),         % keywords_defense.pl: counters
                              key_word(K, Word) ),
                Counters),
        (   memberchk(power, Keys), card_prop(C, go_again, true)
        ->  append(Facts0, ["go again"], Facts1)
        ;   Facts1 = Facts0
        ),
        counter_facts(C, Facts1, Facts),                                % keywords_defense.pl
        display_card(Id, Label, Counters, Markers, Facts, Card)
    ).

key_word(cost, cost).
key_word(pitch, pitch).
key_word(power, power).
key_word(defense, def).

shared_zone(S, Zone) :-
    stack(S, Ls),
    once(( Ls \== [] ; S.phase == "action" )),
    length(Ls, N),
    findall(Card, ( nth1(K, Ls, L),
                    ( K =:= N -> Ms = [top] ; Ms = [] ),
                    layer_display(L, Ms, Card) ),
            Cards),
    (   Ls == []
    ->  Facts = []
    ;   Facts = ["bottom to top; the top layer resolves when both players pass"]
    ),
    display_zone("stack", "stack", null, stack, Cards, [facts(Facts)], Zone).
shared_zone(S, Zone) :-
    chain_open(S),
    length(S.chain.links, N),
    nth1(K, S.chain.links, L),
    link_zone(S, L, K, N, Zone).

layer_display(L, Ms, Card) :-
    key_value(controller, L, "?", P),
    By = display(by(P)),
    (   layer_card(L, C)
    ->  shown_card(C, [cost, power, defense], Ms, [By], Card)
    ;   key_value(type, L, "?", T),
        key_value(ability, L, "?", A),
        key_value(source, L, "?", Src),
        Label = display(ability_layer(T, A, Src)),
        ( get_dict(go_again, L, true) -> Facts = [By, "go again"] ; Facts = [By] ),
        display_card(null, Label, [], Ms, Facts, Card)
    ).

link_zone(S, L, K, N, Zone) :-
    key_value(controller, L, "?", P),
    key_value(defender, L, "?", D),
    ( K =:= N -> Active = true ; Active = false ),
    Label = display(chain_link(K, Active, P, D)),
    key_value(defending, L, [], Ds),
    maplist([C, DC]>>shown_card(C, [defense], [defending], [], DC), Ds, Defending),
    (   link_attack(L, A)
    ->  (   get_dict(go_again, L, true), \+ card_prop(A, go_again, true)
        ->  AFacts = ["go again"]
        ;   AFacts = []
        ),
        shown_card(A, [power], [attack], AFacts, Attack),
        Cards = [Attack|Defending]
    ;   Cards = Defending
    ),
    link_defenses(S, L, Defs),
    sum_list(Defs, Total),
    findall(F, link_fact(L, Ds, Total, F), Facts),
    atomic_list_concat(['chain-link-', K], Id),
    display_zone(Id, Label, null, list, Cards, [group("combat chain"), facts(Facts)], Zone).

link_fact(L, _, _, display(attack_moved_on)) :-
    \+ link_attack(L, _),
    \+ get_dict(attack_to_soul, L, _),
    \+ get_dict(attack_banished, L, _),
    \+ get_dict(attack_to_deck, L, _),
    \+ get_dict(attack_destroyed, L, _).
link_fact(L, _, _, display(attack_to_soul(Id))) :-   % card_texts_prism.pl (FAB-751)
    get_dict(attack_to_soul, L, Id).
link_fact(L, _, _, display(attack_banished(Id))) :-  % card_texts_levia_2.pl (FAB-947)
    get_dict(attack_banished, L, Id).
link_fact(L, _, _, display(attack_to_deck(Id))) :-   % card_texts_azalea.pl (FAB-910)
    get_dict(attack_to_deck, L, Id).
link_fact(L, _, _, display(attack_destroyed(Id))) :-   % card_texts_web.pl (FAB-1214)
    get_dict(attack_destroyed, L, Id).
link_fact(_, [], _, "no defending cards").
link_fact(_, [_|_], Total, display(total_defense(Total))).
link_fact(L, _, _, display(piercing(N))) :-
    pierced(_, L, N).                           % FAB-510
link_fact(L, _, _, display(power_bonus(B))) :-
    get_dict(power_bonus, L, B), B \== 0, B \== null.
link_fact(L, _, _, display(defense_bonus(B))) :-
    get_dict(defense_bonus, L, B), B \== 0, B \== null.
link_fact(L, _, _, display(damage_dealt(Dmg))) :-
    get_dict(damage, L, Dmg).
