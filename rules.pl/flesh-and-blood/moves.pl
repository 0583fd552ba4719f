/*  Flesh and Blood: the moves.

    Part of game.pl: the rules each kind of move is checked
    against, the shape of each kind of move, and the moves a position
    offers (well-formed moves in a stable order; legality, rc_legal.pl,
    keeps those that break no rule).
*/

                 /*******************************
                 *           THE MOVES          *
                 *******************************/

%!  action_rules(?Action, ?RuleIds) is nondet.
%
%   The constraint rules each kind of move is checked against, in
%   rule-ID order (the order explain walks them; the end of the game,
%   the terminal rule, among them).

action_rules(pass,     ['FAB-203', 'FAB-207', 'FAB-702']).
action_rules(play,     ['FAB-201', 'FAB-203', 'FAB-207', 'FAB-301', 'FAB-302', 'FAB-303',
                        'FAB-304', 'FAB-305', 'FAB-306', 'FAB-307', 'FAB-312', 'FAB-313',
                        'FAB-320', 'FAB-508', 'FAB-541', 'FAB-569', 'FAB-582', 'FAB-622', 'FAB-623', 'FAB-629', 'FAB-661', 'FAB-702',
                        'FAB-715', 'FAB-754', 'FAB-828', 'FAB-837', 'FAB-934', 'FAB-935', 'FAB-901', 'FAB-810', 'FAB-849',
                        'FAB-1001', 'FAB-1046', 'FAB-1103', 'FAB-1125', 'FAB-1541', 'FAB-1410',
                        'FAB-1550',
                        'FAB-1259',                     % card_texts_melds2.pl
                        'FAB-1414']).                   % card_texts_nuu_4.pl
action_rules(activate, ['FAB-201', 'FAB-203', 'FAB-207', 'FAB-302', 'FAB-303', 'FAB-304',
                        'FAB-307', 'FAB-312', 'FAB-313', 'FAB-401', 'FAB-402', 'FAB-403',
                        'FAB-572', 'FAB-622', 'FAB-625', 'FAB-690', 'FAB-694', 'FAB-702', 'FAB-705', 'FAB-743', 'FAB-756',
                        'FAB-790', 'FAB-841', 'FAB-871', 'FAB-966', 'FAB-975', 'FAB-904', 'FAB-895', 'FAB-815',
                        'FAB-1009', 'FAB-1068', 'FAB-1076', 'FAB-1083', 'FAB-1249', 'FAB-1541',
                        'FAB-1271', 'FAB-1284', 'FAB-1201', 'FAB-1178',
                        'FAB-1312', 'FAB-1315', 'FAB-1322',
                        'FAB-1421', 'FAB-1423', 'FAB-1463',   % card_texts_runeblade.pl (FAB-1463)
                        'FAB-1504',                          % card_texts_arakni_agents.pl (FAB-1504)
                        'FAB-1436',                          % card_texts_hand2.pl (FAB-1436)
                        'FAB-1107']).                        % card_texts_chi.pl (FAB-1107)
action_rules(defend,   ['FAB-203', 'FAB-207', 'FAB-502', 'FAB-508', 'FAB-509', 'FAB-601', 'FAB-661', 'FAB-702',
                        'FAB-1420']).
action_rules(end_turn, ['FAB-203', 'FAB-205', 'FAB-207', 'FAB-702']).
action_rules(prevent,  ['FAB-203', 'FAB-207', 'FAB-302', 'FAB-303', 'FAB-304', 'FAB-527', 'FAB-649', 'FAB-702']).
action_rules(banish,   ['FAB-203', 'FAB-207', 'FAB-529', 'FAB-702']).
action_rules(pay,      ['FAB-203', 'FAB-207', 'FAB-302', 'FAB-303', 'FAB-304', 'FAB-702']).
action_rules(decline,  ['FAB-203', 'FAB-207', 'FAB-702', 'FAB-706', 'FAB-1287', 'FAB-1289']).
action_rules(order,    ['FAB-203', 'FAB-207', 'FAB-532', 'FAB-702']).
action_rules(ward,     ['FAB-203', 'FAB-207', 'FAB-533', 'FAB-702']).
action_rules(bottom,   ['FAB-203', 'FAB-207', 'FAB-535', 'FAB-575', 'FAB-631', 'FAB-634', 'FAB-781', 'FAB-702', 'FAB-725',
                        'FAB-833', 'FAB-861']).
action_rules(roll,     ['FAB-203', 'FAB-207', 'FAB-577', 'FAB-702']).
action_rules(put,      ['FAB-203', 'FAB-207', 'FAB-587', 'FAB-669', 'FAB-684', 'FAB-698', 'FAB-702', 'FAB-706', 'FAB-755', 'FAB-757', 'FAB-926',
                        'FAB-870', 'FAB-937', 'FAB-942', 'FAB-946', 'FAB-948', 'FAB-954', 'FAB-915', 'FAB-847',
                        'FAB-1015', 'FAB-1086', 'FAB-1088', 'FAB-1287', 'FAB-1207', 'FAB-1144', 'FAB-1146', 'FAB-1174', 'FAB-1324', 'FAB-1370', 'FAB-1409',
                        'FAB-1469', 'FAB-1509',                   % card_texts_runeblade.pl, card_texts_arakni_agents.pl
                        'FAB-1413']).                             % card_texts_nuu_4.pl
action_rules(destroy,  ['FAB-203', 'FAB-207', 'FAB-588', 'FAB-702', 'FAB-951', 'FAB-997', 'FAB-1289', 'FAB-1215', 'FAB-1482']).
action_rules(reveal,   ['FAB-203', 'FAB-207', 'FAB-563', 'FAB-702', 'FAB-912']).
action_rules(shuffle,  ['FAB-203', 'FAB-207', 'FAB-565', 'FAB-702']).
action_rules(discard,  ['FAB-203', 'FAB-207', 'FAB-536', 'FAB-567', 'FAB-682', 'FAB-738', 'FAB-777', 'FAB-702', 'FAB-1085']).
action_rules(search,   ['FAB-203', 'FAB-207', 'FAB-568', 'FAB-702', 'FAB-747', 'FAB-979', 'FAB-1295', 'FAB-1297']).
action_rules(first,    ['FAB-203', 'FAB-207', 'FAB-702', 'FAB-918']).
action_rules(select,   ['FAB-203', 'FAB-207', 'FAB-702']).
action_rules(counter,  ['FAB-203', 'FAB-207', 'FAB-627', 'FAB-702']).
action_rules(costs,    ['FAB-203', 'FAB-207', 'FAB-539', 'FAB-702']).
action_rules(name,     ['FAB-203', 'FAB-207', 'FAB-302', 'FAB-303', 'FAB-304', 'FAB-644', 'FAB-702', 'FAB-1502']).
action_rules(banish_search, ['FAB-203', 'FAB-207', 'FAB-647', 'FAB-702']).
action_rules(mode,     ['FAB-203', 'FAB-207', 'FAB-667', 'FAB-702', 'FAB-717', 'FAB-721', 'FAB-976', 'FAB-814', 'FAB-1209',
                        'FAB-1430', 'FAB-1521',
                        'FAB-1149']).                        % card_texts_source.pl (FAB-1149)
action_rules(return,   ['FAB-203', 'FAB-207', 'FAB-735', 'FAB-702']).
action_rules(target,   ['FAB-203', 'FAB-207', 'FAB-702', 'FAB-763', 'FAB-923', 'FAB-969', 'FAB-973', 'FAB-1013', 'FAB-1017', 'FAB-1128', 'FAB-1135', 'FAB-1137', 'FAB-1293', 'FAB-1140', 'FAB-1180',
                        'FAB-1433',
                        'FAB-1148',                          % card_texts_source.pl (FAB-1148)
                        'FAB-1218']).                        % card_texts_growth.pl (Verdance)
action_rules(clash,    ['FAB-203', 'FAB-207', 'FAB-853', 'FAB-702']).
action_rules(wager,    ['FAB-203', 'FAB-207', 'FAB-702']).
action_rules(concede,  ['FAB-702']).

%!  terminal_rule(?RuleId) is det.

terminal_rule('FAB-702').

%!  move_fields(?Action, ?Required, ?Optional) is nondet.
%
%   The shape of each kind of move (rc_moves.pl checks it).

move_fields("pass",     [],                                          []).
move_fields("play",     [card-card, from-one_of(["hand", "arsenal", "banished"])], [pitch-cards, discard-cards, target-card,
                                                                         optional_cost-boolean,
                                                                         banish-cards,     % card_texts_finish4.pl (FAB-1102)
                                                                         as_action-boolean,   % card_texts_finish4.pl (FAB-1541)
                                                                         side-one_of(["left", "right", "both"]),   % card_texts_meld.pl (FAB-1550)
                                                                         right_target-card]).   % card_texts_melds2.pl (FAB-1259)
move_fields("activate", [card-card, ability-index],                  [pitch-cards, target-card, discard-cards, banish-cards, bottom-cards,
                                                                        destroy-cards,     % card_texts_aurora.pl (FAB-1083)
                                                                        as_action-boolean]).   % card_texts_finish4.pl (FAB-1541)
move_fields("defend",   [cards-cards],                               []).
move_fields("end_turn", [],                                          [arsenal-nullable(card)]).
move_fields("concede",  [],                                          []).
move_fields("prevent",  [cards-cards],                               [pitch-cards]).
move_fields("banish",   [card-card],                                 []).
move_fields("pay",      [],                                          [pitch-cards]).
move_fields("decline",  [],                                          []).
move_fields("order",    [cards-cards],                               []).
move_fields("ward",     [cards-cards],                               []).
move_fields("bottom",   [cards-cards],                               []).
move_fields("roll",     [result-index],                              []).
move_fields("put",      [card-card, to-one_of(["top", "bottom", "soul", "hand", "banished", "arsenal"])], []).
move_fields("destroy",  [card-card],                                 []).
move_fields("reveal",   [card-card],                                 [action_card-boolean, pitch-index, arrow-boolean]).
move_fields("shuffle",  [cards-cards],                               []).
move_fields("discard",  [card-card],                                 []).
move_fields("search",   [],                                          [card-nullable(card)]).
move_fields("first",    [card-card],                                 []).
move_fields("select",   [first-player],                              []).
move_fields("counter",  [card-card],                                 []).
move_fields("costs",    [cards-cards],                               []).
move_fields("name",     [name-string],                               [pitch-cards]).
move_fields("banish_search", [card-card],                            [found-nullable(card)]).
move_fields("mode",     [mode-index],                                []).
move_fields("return",   [card-card],                                 []).
move_fields("target",   [card-card],                                 []).
move_fields("clash",    [],                                          []).
move_fields("wager",    [],                                          []).

                 /*******************************
                 *          CANDIDATES          *
                 *******************************/

%!  candidate(+State, ?Move) is nondet.
%
%   Unbound Move: the moves of the position, in a stable order; each
%   pitch set once, in canonical order, each defending set once.  Bound
%   Move (a judge's question): Move is one of them once its pitch
%   sequence and its sets are put in canonical order, so that a legal
%   pitch order other than the canonical one is still recognised.

candidate(S, M) :-
    reach_context(S),                           % permanents.pl: what texts touch, found once
    (   nonvar(M)
    ->  normalized_move(S, M, N),
        dict_pairs(N, _, NPairs),
        move_hint(N, Hint),
        once(( generated(S, Hint, G), dict_pairs(G, _, GPairs), GPairs == NPairs ))
    ;   generated(S, hint(_, _), M)
    ).

%   generated(+S, +Hint, -Move): hint(Action, Id) with Action, if bound,
%   the action Move is and Id, if bound, the card a play or activation is
%   of: a judge's question about one move need not generate the others.
%   The order of the moves is the same whatever is bound.
generated(S, Hint, M) :-
    \+ game_over(S, _),
    (   phase_offers(S, Action),                % FAB-207
        hinted(Hint, Action),
        generated(Action, S, Hint, M)
    ;   concede_candidate(S, M)
    ).

move_hint(N, hint(Action, Id)) :-
    get_dict(action, N, Action),
    (   get_dict(card, N, Id)
    ->  true
    ;   true
    ).

hinted(hint(Action, _), A) :-
    (   var(Action)
    ->  true
    ;   Action == A
    ).

%   Either player may concede at any time (FAB-703): listed last.
concede_candidate(S, _{player:Name, action:"concede"}) :-
    players(S, Ps),
    member(P, Ps),
    player_name(P, Name).

%!  random_candidate(+State, -Move) is semidet.
%
%   A move of random play (the benchmark's playout, the positions the
%   property tests start from), drawn at random among the candidates that
%   play the game on: a concession (FAB-703) ends the game at once, and
%   random play that drew it as often as any other move would end its
%   games within a few moves.  legal-moves and self-play list it.
%
%   With priority in the action phase the draw is in two stages, so that
%   the pitch sets of one card only are generated: a random choice among
%   pass and the cards to play or activate that have a candidate, then a
%   random candidate of that choice.  In the defend step each card that
%   may defend is in the set with probability 1/2 (each set as likely as
%   any other, as if drawn from the 2^N of defend_candidate/2).

random_candidate(S, M) :-
    \+ game_over(S, _),
    Phase = S.phase,
    (   pending(S, _)                           % a choice: each answer alike
    ->  findall(M0, generated(S, hint(_, _), M0), Ms0),
        exclude(conceding, Ms0, Ms),
        random_member(M, Ms)
    ;   Phase == "action"
    ->  (   chain_step(S, "defend")
        ->  random_defence(S, M)
        ;   actor(S, A),
            player(S, A, P),
            findall(O, random_option(S, A, P, O), Os),
            random_permutation(Os, Shuffled),
            member(O, Shuffled),
            findall(M0, option_move(O, S, A, P, M0), Ms),
            Ms \== [],
            !,
            random_member(M, Ms)
        )
    ;   findall(M0, generated(S, hint(_, _), M0), Ms0),
        exclude(conceding, Ms0, Ms),
        random_member(M, Ms)
    ).

conceding(M) :-
    get_dict(action, M, "concede").

%   The choices of the action phase, each once however many ways it is
%   paid: pass, a card to play (From its zone, of type T) and an ability
%   to activate, the same the candidates offer (play_option/4,
%   activate_option/5); option_move/5 gives the candidates of a choice, as
%   generated/4 lists them.
random_option(_, _, _, pass).
random_option(S, A, _, play(C, From, T)) :-
    play_option(S, A, C, From),
    card_type(C, T).
random_option(S, A, _, activate(C, I, Ab)) :-
    activate_option(S, A, C, I, Ab).

option_move(pass, _, A, _, _{player:A, action:"pass"}).
option_move(play(C, From, _), S, A, P, M) :-
    play_moves(S, A, P, C, From, M).
option_move(activate(C, I, Ab), S, A, P, M) :-
    activate_moves(S, A, P, C, I, Ab, M).

random_defence(S, _{player:D, action:"defend", cards:Ids}) :-
    active_link(S, L),
    D = L.defender,
    player(S, D, P),
    defend_pool(P, Pool),                       % rulebook.pl (FAB-502)
    include(can_defend, Pool, Eligible),
    include(coin, Eligible, Drawn),
    random_allowed_defence(S, L, Eligible, Drawn, Chosen),  % FAB-508, FAB-509
    maplist(card_id, Chosen, Ids).

coin(_) :-                                      % rc_random's: the same draws on every host
    random_below(2, 0).

%   generated(+Action, +S, +Hint, -Move): the candidates of an action
%   the phase offers, by the player who may act (actor/2, FAB-203).
generated("pass", S, _, _{player:A, action:"pass"}) :-
    actor(S, A).
generated("end_turn", S, _, M) :-
    actor(S, TP),
    player(S, TP, P),
    (   M = _{player:TP, action:"end_turn"}
    ;   member(C, P.hand),
        card_id(C, Id),
        \+ arsenal_problem(P, Id, _),           % FAB-205
        M = _{player:TP, action:"end_turn", arsenal:Id}
    ).
generated("defend", S, _, M) :-
    defend_candidate(S, M).
generated("prevent", S, _, M) :-
    choice_candidate("prevent", S, M).          % choices.pl
generated("banish", S, _, M) :-
    choice_candidate("banish", S, M).
generated("roll", S, _, M) :-
    choice_candidate("roll", S, M).             % card_texts_rhinar_dorinthea.pl (FAB-576)
generated("put", S, _, M) :-
    choice_candidate("put", S, M).              % card_texts_rhinar_dorinthea.pl (FAB-586)
generated("destroy", S, _, M) :-
    choice_candidate("destroy", S, M).          % card_texts_rhinar_dorinthea.pl (FAB-588)
generated("reveal", S, _, M) :-
    choice_candidate("reveal", S, M).           % card_texts_rhinar_dorinthea.pl (FAB-562)
generated("shuffle", S, _, M) :-
    choice_candidate("shuffle", S, M).          % card_texts_rhinar_dorinthea.pl (FAB-564)
generated("wager", S, _, M) :-
    choice_candidate("wager", S, M).            % card_texts_victor.pl (FAB-864)
generated("clash", S, _, M) :-
    choice_candidate("clash", S, M).            % card_texts_victor.pl (FAB-853)
generated("discard", S, _, M) :-
    choice_candidate("discard", S, M).          % card_texts_katsu_rest.pl (FAB-566), card_texts_bravo.pl (FAB-628)
generated("search", S, _, M) :-
    choice_candidate("search", S, M).
generated("first", S, _, M) :-
    choice_candidate("first", S, M).
generated("select", S, _, M) :-
    choice_candidate("select", S, M).           % choices.pl (FAB-632)
generated("counter", S, _, M) :-
    choice_candidate("counter", S, M).           % card_texts_bravo.pl (FAB-626)
generated("costs", S, _, M) :-
    choice_candidate("costs", S, M).            % card_texts_bravo.pl (FAB-539)
generated("name", S, _, M) :-
    choice_candidate("name", S, M).             % card_texts_katsu_blitz.pl (FAB-643)
generated("banish_search", S, _, M) :-
    choice_candidate("banish_search", S, M).    % card_texts_katsu_blitz.pl (FAB-646)
generated("mode", S, _, M) :-
    choice_candidate("mode", S, M).             % card_texts_benji_blitz.pl (FAB-666)
generated("return", S, _, M) :-
    choice_candidate("return", S, M).           % card_texts_fai.pl (FAB-734)
generated("target", S, _, M) :-
    choice_candidate("target", S, M).           % card_texts_fai_prism.pl (FAB-762)
generated("pay", S, _, M) :-
    choice_candidate("pay", S, M).
generated("decline", S, _, M) :-
    choice_candidate("decline", S, M).
generated("order", S, _, M) :-
    choice_candidate("order", S, M).
generated("ward", S, _, M) :-
    choice_candidate("ward", S, M).
generated("bottom", S, _, M) :-
    choice_candidate("bottom", S, M).           % choices.pl (FAB-534), card_texts_rhinar_dorinthea.pl (FAB-574)
generated("play", S, hint(_, Id), M) :-
    actor(S, A),
    play_candidate(S, A, Id, M).
generated("activate", S, hint(_, Id), M) :-
    actor(S, A),
    activate_candidate(S, A, Id, M).

play_candidate(S, A, Id, M) :-
    play_option(S, A, C, From),
    card_id(C, Id),
    player(S, A, P),
    play_moves(S, A, P, C, From, M).

%   play_option(+S, +Actor, ?Card, ?From): Card, in the actor's hand or
%   arsenal (From), is a card that is played (FAB-301) and the timing
%   rules let the actor play it now (may_play_now/4).
play_option(S, A, C, From) :-
    player(S, A, P),
    member(From-Zone, ["hand"-hand, "arsenal"-arsenal, "banished"-banished]),
    get_dict(Zone, P, Cards),
    member(C, Cards),
    playable_card(C, _),                        % FAB-301
    card_id(C, Id),
    (   Zone == banished -> may_play_banished(S, A, Id) ; true ),   % card_texts_katsu_rest.pl (FAB-569)
    may_play_now(S, A, Id, From).

%   The candidates of playing card C from From: each pitch set, each
%   discard its additional cost allows.
play_moves(S, A, P, C0, From, M) :-
    meld_side_option(C0, C, Side),              % card_texts_meld.pl: each side of a split-card (FAB-1550)
    card_id(C, Id),
    exclude(has_id(Id), P.hand, Hand),
    play_cost(S, P, C, Cost0),                  % card_texts.pl (FAB-540), card_texts_katsu_bravo.pl (FAB-618)
    optional_cost_variant(C, Cost0, Cost1, Optional),   % card_texts_katsu_bravo.pl (FAB-623)
    finish4_cost_variant(C, Cost1, Cost, Way),  % card_texts_finish4.pl: Soul Reaping's alternative cost (FAB-1102)
    pitch_set(Hand, P.resource_points, Cost, Set, _),
    maplist(card_id, Set, PitchIds),
    exclude(id_member(PitchIds), Hand, Left),
    discard_choice(S, A, C, Left, Discard),
    finish4_banish_choice(Way, Left, Discard, Banish),   % card_texts_finish4.pl (FAB-1102)
    M0 = _{player:A, action:"play", card:Id, from:From, pitch:PitchIds, discard:Discard}.put(Optional).put(Banish).put(Side),
    move_target(S, C, play, M0, M1a),           % card_texts_katsu_bravo.pl (FAB-622)
    melds2_move_right_target(S, C, M1a, M1),    % card_texts_melds2.pl: Shock's target melded (FAB-1259)
    as_action_choice(S, M1, M).                 % card_texts_finish4.pl (FAB-1541)

%   The discards a card's additional cost allows from the cards Left in
%   hand: none if it is optional, else each set of exactly as many
%   eligible cards as it asks (FAB-305).
discard_choice(S, A, Card, Left, Ids) :-
    (   card_additional_cost(Card, Spec)
    ->  spec_count(Spec, N),
        include(eligible_discard(S, A, Spec), Left, Eligible),
        (   spec_optional(Spec),
            Ids = []
        ;   charge_count(Spec, N, Eligible, K),     % card_texts_boltyn.pl: any number (FAB-893)
            length(Chosen, K),
            sub_list(Eligible, Chosen),
            maplist(card_id, Chosen, Ids)
        )
    ;   Ids = []
    ).

activate_candidate(S, A, Id, M) :-
    activate_option(S, A, C, I, Ab),
    card_id(C, Id),
    player(S, A, P),
    activate_moves(S, A, P, C, I, Ab, M).

%   activate_option(+S, +Actor, ?Card, ?Index, ?Ability): ability Index
%   of a card the actor may activate abilities of (FAB-401), which the
%   timing rules let the actor activate now (may_activate_now/4).
activate_option(S, A, C, I, Ab) :-
    player(S, A, P),
    (   ability_source(P, C, _)
    ;   chain_ability_card(S, A, _, C)           % on the combat chain (FAB-401)
    ;   hand_ability_option(P, C)               % from the hand (card_texts_windup.pl, FAB-790)
    ;   hand2_arsenal_option(P, C)              % from the arsenal (card_texts_hand2.pl, FAB-1436)
    ),
    card_abilities(C, As0),
    auraw_abilities(S, A, C, As0, As1),         % card_texts_auraweapons.pl (FAB-1570, FAB-1572)
    storm_abilities(S, A, C, As1, As),          % card_texts_storm.pl (FAB-1489)
    nth0(I, As, Ab),
    card_id(C, Id),
    may_activate_now(S, A, Id, I).

%   The candidates of activating ability I of C: each pitch set.
activate_moves(S, A, P, C, I, Ab, M) :-
    card_id(C, Id),
    activation_cost(S, P, C, Ab, Cost),         % card_texts.pl (FAB-540), card_texts_katsu_bravo.pl (FAB-621)
    (   chi_cost(Ab, K)                         % card_texts_chi.pl: a {c} cost (FAB-1107)
    ->  chi_activation_pitch_set(P, K, Cost, Set)
    ;   pitch_set(P.hand, P.resource_points, Cost, Set, _)
    ),
    maplist(card_id, Set, PitchIds),
    M0 = _{player:A, action:"activate", card:Id, ability:I, pitch:PitchIds},
    activation_discard_choice(P, Ab, Set, M0, M1a), % card_texts_kayo.pl (FAB-690)
    activation_banish_choice(P, Ab, M1a, M1b),  % card_texts_prism.pl (FAB-756)
    activation_bottom_choice(P, Ab, Set, M1b, M1c),  % card_texts_finish.pl (FAB-705)
    graveyard_banish_choice(P, Ab, M1c, M1d),   % card_texts_kassai.pl (FAB-841)
    activation_aura_choice(P, Ab, M1d, M1),     % card_texts_aurora.pl (FAB-1083)
    move_target(S, C, ability(I), M1, M2),      % card_texts_katsu_bravo.pl (FAB-622)
    as_action_choice(S, M2, M).                 % card_texts_finish4.pl (FAB-1541)

defend_candidate(S, _{player:D, action:"defend", cards:Ids}) :-
    active_link(S, L),
    D = L.defender,
    player(S, D, P),
    defend_pool(P, Pool),
    include(can_defend, Pool, Eligible),        % FAB-502
    defence_restriction(S, L, R),               % FAB-508, FAB-509
    sub_list(Eligible, Chosen),
    defence_allowed(R, Chosen),
    defence_order(S, D, Chosen, Ordered),       % card_texts_katsu_rest.pl (FAB-560)
    maplist(card_id, Ordered, Ids).

sub_list([], []).
sub_list([X|Xs], [X|Ys]) :- sub_list(Xs, Ys).
sub_list([_|Xs], Ys) :- sub_list(Xs, Ys).

%!  legal_move_count(+State, -Count) is semidet.
%
%   The number of legal moves where it has a closed form: in the defend
%   step, every set of the defending player's cards that may defend (from
%   hand and equipment, FAB-502; never the arsenal, FAB-601) is a legal
%   move, so there are 2^N for N such cards (defend_candidate/2 lists
%   them), and either player may concede (FAB-703): 2^N + 2; where the
%   attack's keywords refuse some sets (dominate, overpower), the sets they allow
%   are counted (defence_set_count/4).  Fails elsewhere, and where a text
%   rulecheck does not read could forbid a defence (FAB-119: those are
%   unknown, not legal): the engine counts the moves.

legal_move_count(S, Count) :-
    S.phase == "action",
    \+ pending(S, _),
    chain_step(S, "defend"),
    \+ game_over(S, _),
    active_link(S, L),
    player(S, L.defender, P),
    (   benji_shielded(S, L, _)                 % card_texts_benji_blitz.pl: none from hand (FAB-661)
    ->  equipment_defenders(P, Pool)
    ;   defend_pool(P, Pool)
    ),
    include(can_defend, Pool, Eligible),
    maplist(card_id, Eligible, Ids),
    \+ text_could_change(S, _{player:L.defender, action:"defend", cards:Ids}, restrict, _, _),
    \+ combo_defense_waits(S, L.defender),      % card_texts_katsu_rest.pl: orders count (FAB-560)
    defence_set_count(S, L, Eligible, N),      % FAB-508, FAB-509
    Count is N + 2.

%!  normalized_move(+State, +Move, -Normal) is det.
%
%   Move with defaults filled and its lists in canonical order.

normalized_move(S, M, N) :-
    get_dict(action, M, Action),
    normalized_move(Action, S, M, N).

normalized_move("play", S, M, N) :-
    !,
    get_dict(player, M, A),
    pitch_ids(M, Pitch0),
    key_value(discard, M, [], Discard0),
    (   player(S, A, P)
    ->  canonical_pitch_order(P.hand, Pitch0, Pitch),
        position_order(P.hand, Discard0, Discard)
    ;   Pitch = Pitch0, Discard = Discard0
    ),
    N0 = M.put(_{pitch:Pitch, discard:Discard}),
    (   get_dict(banish, N0, Banish0)           % card_texts_finish4.pl (FAB-1102): none, the same as no field
    ->  (   Banish0 == []
        ->  del_dict(banish, N0, _, N)
        ;   player(S, A, P1)
        ->  position_order(P1.hand, Banish0, Banish),
            N = N0.put(banish, Banish)
        ;   N = N0
        )
    ;   N = N0
    ).
normalized_move(Action, S, M, N) :-            % activate, pay (choices.pl) and name (card_texts_katsu_blitz.pl): a pitch
    memberchk(Action, ["activate", "pay", "name"]),
    !,
    get_dict(player, M, A),
    pitch_ids(M, Pitch0),
    (   player(S, A, P)
    ->  canonical_pitch_order(P.hand, Pitch0, Pitch)
    ;   Pitch = Pitch0
    ),
    N = M.put(pitch, Pitch).
normalized_move("defend", S, M, N) :-
    !,
    get_dict(player, M, A),
    key_value(cards, M, [], Ids0),
    (   player(S, A, P)
    ->  defend_pool(P, Pool),
        position_order(Pool, Ids0, Ids1),
        defence_normal_order(S, A, Pool, Ids0, Ids1, Ids)  % card_texts_katsu_rest.pl (FAB-560)
    ;   Ids = Ids0
    ),
    N = M.put(cards, Ids).
normalized_move("prevent", S, M, N) :-
    !,
    get_dict(player, M, A),
    pitch_ids(M, Pitch0),
    key_value(cards, M, [], Ids0),
    (   player(S, A, P)
    ->  canonical_pitch_order(P.hand, Pitch0, Pitch),
        prevention_pool(S, A, Pool),            % choices.pl
        position_order(Pool, Ids0, Ids)
    ;   Pitch = Pitch0, Ids = Ids0
    ),
    N = M.put(_{pitch:Pitch, cards:Ids}).
normalized_move("order", S, M, N) :-           % choices.pl: copies in arena order
    !,
    key_value(cards, M, [], Ids0),
    (   get_dict(player, M, A),
        order_layers(S, A, Layers)
    ->  canonical_order(Layers, Ids0, Ids)
    ;   Ids = Ids0
    ),
    N = M.put(cards, Ids).
normalized_move("search", _, M, N) :-           % card_texts_katsu_rest.pl: no card, the same as card null
    !,
    (   get_dict(card, M, null)
    ->  del_dict(card, M, _, N)
    ;   N = M
    ).
normalized_move("banish_search", _, M, N) :-    % card_texts_katsu_blitz.pl: no found, the same as found null
    !,
    (   get_dict(found, M, null)
    ->  del_dict(found, M, _, N)
    ;   N = M
    ).
normalized_move("bottom", _, M, N) :-           % no card: the same as card null
    !,
    (   get_dict(card, M, null)
    ->  del_dict(card, M, _, N)
    ;   N = M
    ).
normalized_move("end_turn", _, M, N) :-
    !,
    (   get_dict(arsenal, M, null)
    ->  del_dict(arsenal, M, _, N)
    ;   N = M
    ).
normalized_move(_, _, M, M).
