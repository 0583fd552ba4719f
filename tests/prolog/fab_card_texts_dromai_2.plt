/*  plunit tests of the Dromai Blitz Deck's transforms Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_dromai_2.pl): transform
    and its choice (FAB-968, FAB-969), Rake the Embers (FAB-981),
    Billowing Mirage (FAB-982), Dustup (FAB-983), Skittering Sands
    (FAB-984), Silken Form (FAB-985).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_dromai_2.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

player_named(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

arena_names(S, Who, Names) :-
    player_named(S, Who, P),
    maplist([C, N]>>get_dict(name, C, N), P.get(arena, []), Names).

arena_ids(S, Who, Ids) :-
    player_named(S, Who, P),
    maplist(flesh_and_blood:card_id, P.get(arena, []), Ids).

pending_choice(S, C) :-
    (   get_dict(pending, S, Pd), is_dict(Pd) -> C = Pd.choice ; C = none ).

legal(S, M) :- legal_move(flesh_and_blood, S, M).

%   alice's Card waits on the stack, bob passes: it resolves.  Arena: her
%   arena before.
resolved(Card, Arena, S) :-
    short(_{passes:1, priority:"bob", stack:[_{card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Dromai", action_points:0, arena:Arena},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

%   alice, in her action phase, with Arena and a card of her hand.
alice_to_play(Hand, Arena, Equipment, S) :-
    short(_{players:[_{name:"alice", hero:"Dromai", action_points:1, hand:Hand, arena:Arena, equipment:Equipment},
                     _{name:"bob", hero:"Dromai"}]}, S).

:- begin_tests(fab_dromai2_modelled).

test(modelled, forall(member(N, ["Rake the Embers", "Billowing Mirage", "Dustup", "Skittering Sands", "Silken Form"]))) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:N}).
test(storm_of_sandikai_read) :-                 % card_texts_storm.pl (FAB-1489)
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Storm of Sandikai"}).

:- end_tests(fab_dromai2_modelled).

:- begin_tests(fab_dromai2_rake).

test(creates_ash_and_asks, Names-Pd == ["Ash"]-("transform_ash"-["a-rk-ash"]-3)) :-
    resolved("Rake the Embers (red) [a-rk]", [], S),
    arena_names(S, "alice", Names),
    Pd = S.pending.choice-S.pending.cards-S.pending.amount.
test(blue_up_to_one, N == 1) :-
    resolved("Rake the Embers (blue) [a-rk]", [], S),
    N = S.pending.amount.
test(transformed, Arena-Kws-C == ["a-rk-ash-aether-ashwing"]-["Arcane Barrier 1", "Phantasm"]-none) :-
    resolved("Rake the Embers (red) [a-rk]", [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"a-rk-ash"}, S),
    arena_ids(S, "alice", Arena),
    player_named(S, "alice", P), P.arena = [W], Kws = W.keyword_abilities,
    pending_choice(S, C).
test(asked_again_then_declined, Again-Names-C == ("transform_ash"-["a-old"]-2)-["Aether Ashwing", "Ash"]-none) :-
    resolved("Rake the Embers (red) [a-rk]", [_{id:"a-old", name:"Ash"}], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"a-rk-ash"}, S1),
    Again = S1.pending.choice-S1.pending.cards-S1.pending.amount,
    next_state(flesh_and_blood, S1, _{player:"alice", action:"decline"}, S),
    arena_names(S, "alice", Names0), msort(Names0, Names),
    pending_choice(S, C).
test(two_transformed, Names == ["Aether Ashwing", "Aether Ashwing"]) :-
    resolved("Rake the Embers (yellow) [a-rk]", [_{id:"a-old", name:"Ash"}], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"a-old"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"target", card:"a-rk-ash"}, S),
    \+ get_dict(pending, S, _),
    arena_names(S, "alice", Names).
test(candidates, Ms == [[action-"target", card-"a-rk-ash", player-"alice"], [action-"decline", player-"alice"]]) :-
    resolved("Rake the Embers (blue) [a-rk]", [], S),
    findall(Ps, ( member(A, ["target", "decline"]),
                  flesh_and_blood:choice_candidate(A, S, M), dict_pairs(M, _, Ps) ), Ms).
test(not_an_ash_fab969, Ids == ['FAB-969']) :-
    resolved("Rake the Embers (red) [a-rk]", [], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"target", card:"a-rk"}, Ids).
test(ashwing_arcane_barrier_is_heros) :-
    resolved("Rake the Embers (red) [a-rk]", [], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"target", card:"a-rk-ash"}, S),
    once(flesh_and_blood:arcane_prevention_option(S, "alice", C, "Arcane Barrier", 1)),
    C.name == "Aether Ashwing".
test(pending_without_ash_refused, [true(Es \== [])]) :-
    short(_{pending:_{choice:"transform_ash", player:"alice", controller:"alice", source:"Rake the Embers (red) [a-rk]",
                      cards:["a-x"], amount:1},
            players:[_{name:"alice", hero:"Dromai", action_points:0}, _{name:"bob", hero:"Dromai"}]}, S),
    state_errors(flesh_and_blood, S, Es).

:- end_tests(fab_dromai2_rake).

:- begin_tests(fab_dromai2_mirage_dustup).

mirage(Arena, S) :-
    short(_{passes:1, priority:"bob", stack:[_{card:"Billowing Mirage (red) [a-bm]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dromai", action_points:0, arena:Arena},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(mirage_no_ash_nothing, C-GA == none-true) :-
    mirage([], S),
    pending_choice(S, C),
    S.chain.links = [L], GA = L.go_again.
test(mirage_ash_asked, C == "transform_ash"-["a-ash"]-1) :-
    mirage([_{id:"a-ash", name:"Ash"}], S),
    C = S.pending.choice-S.pending.cards-S.pending.amount.
test(mirage_decline_keeps_ash, Names == ["Ash"]) :-
    mirage([_{id:"a-ash", name:"Ash"}], S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S),
    arena_names(S, "alice", Names).

dustup_hits(S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Dustup (red) [a-du]"}]},
            players:[_{name:"alice", hero:"Dromai", action_points:0},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

test(dustup_hit_creates_and_asks, Names-C == ["Ash"]-("transform_ash"-["a-du-ash"]-1)) :-
    dustup_hits(S),
    arena_names(S, "alice", Names),
    C = S.pending.choice-S.pending.cards-S.pending.amount.
test(dustup_not_hitting_nothing, Names == []) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Dustup (blue) [a-du]", defending:["Sink Below (red) [b-sb]"]}]},
            players:[_{name:"alice", hero:"Dromai", action_points:0},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    arena_names(S, "alice", Names).

test(dustup_transform_waits_for_the_token_choice, C1-K-C2 == "hit_token"-["transform_trigger"]-("transform_ash"-["a-du-ash"])) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Dustup (red) [a-du]", hit_token_choice:["Frailty", "Inertia"]}]},
            players:[_{name:"alice", hero:"Dromai", action_points:0},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    state_errors(flesh_and_blood, S1, []),
    C1 = S1.pending.choice,
    maplist([E, Kd]>>get_dict(kind, E, Kd), S1.effects, K),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"mode", mode:1}, S),
    C2 = S.pending.choice-S.pending.cards,
    S.effects == [].

:- end_tests(fab_dromai2_mirage_dustup).

:- begin_tests(fab_dromai2_targets).

test(sands_no_ash_illegal, Ids == ['FAB-622']) :-
    alice_to_play(["Skittering Sands (red) [a-ss]"], [], [], S),
    \+ legal(S, _{player:"alice", action:"play", card:"a-ss", from:"hand", pitch:[]}),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"a-ss", from:"hand", pitch:[]}, Ids).
test(sands_target_legal) :-
    alice_to_play(["Skittering Sands (red) [a-ss]"], [_{id:"a-ash", name:"Ash"}], [], S),
    legal(S, _{player:"alice", action:"play", card:"a-ss", from:"hand", pitch:[], target:"a-ash"}).
test(sands_target_not_an_ash, Ids == ['FAB-622']) :-
    alice_to_play(["Skittering Sands (red) [a-ss]"], [_{id:"a-ash", name:"Ash"}, _{id:"a-qk", name:"Quicken"}], [], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"a-ss", from:"hand", pitch:[], target:"a-qk"}, Ids).
test(sands_resolves, Names-E == ["Aether Ashwing"]-("card_power"-"a-ash-aether-ashwing"-2)) :-
    short(_{passes:1, priority:"bob", stack:[_{card:"Skittering Sands (yellow) [a-ss]", controller:"alice", target:"a-ash"}],
            players:[_{name:"alice", hero:"Dromai", action_points:0, arena:[_{id:"a-ash", name:"Ash"}]},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    arena_names(S, "alice", Names),
    S.effects = [E0], E = E0.kind-E0.card-E0.amount.
test(sands_target_gone, Names == []) :-
    short(_{passes:1, priority:"bob", stack:[_{card:"Skittering Sands (red) [a-ss]", controller:"alice", target:"a-ash"}],
            players:[_{name:"alice", hero:"Dromai", action_points:0},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    arena_names(S, "alice", Names).

test(silken_form_no_ash_illegal) :-
    alice_to_play([], [], ["Silken Form [a-sf]"], S),
    \+ legal(S, _{player:"alice", action:"activate", card:"a-sf", ability:0, pitch:[]}),
    \+ legal(S, _{player:"alice", action:"activate", card:"a-sf", ability:0, pitch:[], target:"a-sf"}).
test(silken_form_transforms, Names-G == ["Aether Ashwing"]-["a-sf"]) :-
    alice_to_play([], [_{id:"a-ash", name:"Ash"}], ["Silken Form [a-sf]"], S0),
    M = _{player:"alice", action:"activate", card:"a-sf", ability:0, pitch:[], target:"a-ash"},
    legal(S0, M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    (   get_dict(stack, S2, [_|_]) -> next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S) ; S = S2 ),
    arena_names(S, "alice", Names),
    player_named(S, "alice", P), maplist(flesh_and_blood:card_id, P.graveyard, G).

test(silken_form_target_gone, Names-G == []-["a-sf"]) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"ability", source:"a-sf", ability:0, controller:"alice", type:"instant", effect:"other", target:"a-ash"}],
            players:[_{name:"alice", hero:"Dromai", action_points:1, graveyard:["Silken Form [a-sf]"]},
                     _{name:"bob", hero:"Dromai"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Es),
    memberchk(event('FAB-1540', layer_failed, _), Es),      % layer_fails.pl: its layer fails to resolve
    arena_names(S, "alice", Names),
    player_named(S, "alice", P), maplist(flesh_and_blood:card_id, P.graveyard, G).

test(dust_target_unknown, Names == ["Dust from the Golden Plains"]) :-
    alice_to_play(["Skittering Sands (red) [a-ss]"], ["Dust from the Golden Plains [a-dust]"], [], S),
    M = _{player:"alice", action:"play", card:"a-ss", from:"hand", pitch:[], target:"a-dust"},
    violation_ids(flesh_and_blood, S, M, ['FAB-622']),
    findall(N, ( flesh_and_blood:allowed_by_text(S, M, ['FAB-622'], About, _), N = About.name ), Names).
test(lunging_press_dust_still_illegal, Names == []) :-
    alice_to_play(["Lunging Press (blue) [a-lp]"], ["Dust from the Golden Plains [a-dust]"], [], S),
    M = _{player:"alice", action:"play", card:"a-lp", from:"hand", pitch:[], target:"a-dust"},
    findall(N, ( flesh_and_blood:allowed_by_text(S, M, ['FAB-622'], About, _), N = About.name ), Names).
test(dust_in_the_choice, Cards-Unknown == ["a-dust", "a-rk-ash"]-["Dust from the Golden Plains"]) :-
    resolved("Rake the Embers (blue) [a-rk]", ["Dust from the Golden Plains [a-dust]"], S),
    Cards = S.pending.cards,
    M = _{player:"alice", action:"target", card:"a-dust"},
    violation_ids(flesh_and_blood, S, M, ['FAB-969']),
    findall(N, ( flesh_and_blood:allowed_by_text(S, M, ['FAB-969'], About, _), N = About.name ), Unknown).

test(silken_form_defending_targets) :-
    short(_{turn_player:"bob", priority:"alice", passes:1,
            chain:_{step:"reaction", links:[_{attack:"Wounding Blow (red) [b-wb]", defending:["Silken Form [a-sf]"]}]},
            players:[_{name:"alice", hero:"Dromai", arena:["Ash [a-ash]"]},
                     _{name:"bob", hero:"Rhinar", action_points:0}]}, S),
    legal(S, _{player:"alice", action:"activate", card:"a-sf", ability:0, pitch:[], target:"a-ash"}).

test(silken_form_quelled_then_destroyed, Es-Errors == []-[]) :-
    short(_{effects:[_{kind:"quell_destroys", player:"alice", card:"a-sf", turn:2}],
            players:[_{name:"alice", hero:"Dromai", action_points:1, arena:["Ash [a-ash]"], equipment:["Silken Form [a-sf]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-sf", ability:0, pitch:[], target:"a-ash"}, S),
    Es = S.effects,
    state_errors(flesh_and_blood, S, Errors).

:- end_tests(fab_dromai2_targets).

:- begin_tests(fab_dromai2_storm).

storm_position(Weapons, S) :-
    short(_{players:[_{name:"alice", hero:"Dromai", action_points:1, weapons:Weapons,
                       arena:[_{id:"a-aw", name:"Aether Ashwing"}]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

test(ashwing_ability_unknown_under_storm_unread, G == "Storm of Sandikai") :-
    storm_position([_{id:"a-storm", name:"Storm of Sandikai", text_read:false}], S),
    M = _{player:"alice", action:"activate", card:"a-aw", ability:0, pitch:[]},
    violation_ids(flesh_and_blood, S, M, []),
    once(flesh_and_blood:depends_on_text(S, M, About, _)),
    G = About.name.
test(ashwing_ability_legal_under_storm) :-      % card_texts_storm.pl (FAB-1489)
    storm_position(["Storm of Sandikai [a-storm]"], S),
    M = _{player:"alice", action:"activate", card:"a-aw", ability:0, pitch:[]},
    violation_ids(flesh_and_blood, S, M, []),
    \+ flesh_and_blood:depends_on_text(S, M, _, _).
test(ashwing_ability_illegal_without_storm, Ids == ['FAB-401']) :-
    storm_position([], S),
    M = _{player:"alice", action:"activate", card:"a-aw", ability:0, pitch:[]},
    violation_ids(flesh_and_blood, S, M, Ids),
    \+ flesh_and_blood:depends_on_text(S, M, _, _).

:- end_tests(fab_dromai2_storm).
