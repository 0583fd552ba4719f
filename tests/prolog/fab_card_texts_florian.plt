/*  plunit tests of the Florian and Verdance Blitz Deck card texts Flesh
    and Blood reads in rules.pl/flesh-and-blood/card_texts_florian.pl:
    Bruised Leather (FAB-1270, FAB-1271), Fruits of the Forest (FAB-1272),
    Rotwood Reaper (FAB-1273), Earth Form (FAB-1274), Strong Yield
    (FAB-1275), Harvest Season (FAB-1276), Oath of the Arknight
    (FAB-1277), Vantage Point (FAB-1278), Sigil of Fyendal (FAB-1279),
    Fyendal's Fighting Spirit (FAB-1280), the Earth cards banished
    (FAB-1281): Helm of Lignum Vitae (FAB-1282), Well Grounded (FAB-1283,
    FAB-1284), Fertile Ground (FAB-1285), Decompose (FAB-1286,
    FAB-1287), Deadwood Dirge and Splintering Deadwood (FAB-1288 ...
    FAB-1290), Condemn to Slaughter (FAB-1291), Summer's Fall (FAB-1292,
    FAB-1293).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_florian.plt')" -g run_tests -t halt
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

life(S, Who, L) :- player_named(S, Who, P), L = P.life.

:- begin_tests(fab_florian_read).

test(cards_read, Names == ["Blossoming Decay", "Bruised Leather", "Cadaverous Tilling", "Condemn to Slaughter",
                            "Deadwood Dirge", "Earth Form",
                            "Fertile Ground", "Fruits of the Forest",
                            "Fyendal's Fighting Spirit", "Harvest Season", "Helm of Lignum Vitae",
                            "Oath of the Arknight", "Rootbound Carapace", "Rotwood Reaper", "Sigil of Fyendal",
                            "Splintering Deadwood", "Strong Yield", "Summer's Fall", "Vantage Point", "Well Grounded"]) :-
    findall(N, ( member(N, ["Bruised Leather", "Fruits of the Forest", "Rotwood Reaper", "Earth Form",
                            "Strong Yield", "Harvest Season", "Oath of the Arknight", "Vantage Point",
                            "Sigil of Fyendal", "Fyendal's Fighting Spirit", "Helm of Lignum Vitae",
                            "Well Grounded", "Fertile Ground", "Cadaverous Tilling", "Blossoming Decay",
                            "Rootbound Carapace", "Deadwood Dirge", "Splintering Deadwood",
                            "Condemn to Slaughter", "Summer's Fall"]),
                 flesh_and_blood:text_read_card(_{name:N}) ), Names0),
    msort(Names0, Names).

:- end_tests(fab_florian_read).

:- begin_tests(fab_bruised_leather).

%   Bob, defending Hocus Pocus (undefended), holds Bruised Leather.
leather(Effects, S) :-
    short(_{passes:1, priority:"bob", effects:Effects,
            chain:_{step:"reaction", links:[_{attack:"Hocus Pocus (red) [a-hp]", defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar", equipment:["Bruised Leather [b-bl]"],
                       hand:["Fruits of the Forest (red) [b-fr]"]}]}, S).

activate_bl(_{player:"bob", action:"activate", card:"b-bl", ability:0, pitch:[]}).

test(no_damage_yet, Ids == ['FAB-1271']) :-
    leather([], S), activate_bl(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(after_damage_legal) :-
    leather([_{kind:"damage_dealt", player:"bob"}], S), activate_bl(M),
    legal_move(flesh_and_blood, S, M).
test(shield_made, Es =@= [_{kind:"damage_dealt", player:"bob"},
                         _{kind:"prevent_next_damage", player:"bob", amount:1, source:"b-bl"}]) :-
    leather([_{kind:"damage_dealt", player:"bob"}], S0), activate_bl(M),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S),
    flesh_and_blood:effects(S, Es).
test(fruits_gain_two, [D, Rules] == [2, true]) :-
    leather([], S0),
    life(S0, "bob", L0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"activate", card:"b-fr", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S, Events),
    life(S, "bob", L),
    D is L - L0,
    event_rules(Events, Rs),
    ( memberchk('FAB-1272', Rs) -> Rules = true ; Rules = false ).

:- end_tests(fab_bruised_leather).

:- begin_tests(fab_florian_auras).

%   Alice's start phase ends with the auras Arena in her arena.
start(Arena, S) :-
    short(_{phase:"start",
            players:[_{name:"alice", hero:"Dorinthea", arena:Arena},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S).

test(strong_yield_blue, Es =@= [_{kind:"next_attack_power", player:"alice", amount:1, source:"a-sy"}]) :-
    start(["Strong Yield (blue) [a-sy]"], S),
    flesh_and_blood:effects(S, Es).
test(harvest_season_red, [D, A] == [3, []]) :-
    start(["Harvest Season (red) [a-hs]"], S),
    life(S, "alice", L), D is L - 20,
    player_named(S, "alice", P), A = P.arena.
test(two_ordered, C == "order") :-
    start(["Harvest Season (red) [a-hs]", "Strong Yield (red) [a-sy]"], S),
    flesh_and_blood:pending(S, Pd), C = Pd.choice.

:- end_tests(fab_florian_auras).

:- begin_tests(fab_florian_aura_turn).

%   Alice attacks with Link (a chain link in its defend step) after the
%   turn's records Effects.
defend_step(Attack, Effects, S) :-
    short(_{effects:Effects,
            chain:_{step:"defend", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar",
                       hand:["Head Jab (red) [b-hj1]", "Head Jab (red) [b-hj2]"]}]}, S).

aura_record([_{kind:"aura_played_or_created", player:"alice", source:"a-x"}]).

test(vantage_no_record) :-
    defend_step("Vantage Point (red) [a-vp]", [], S),
    legal_move(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["b-hj1", "b-hj2"]}).
test(vantage_record, Ids == ['FAB-509']) :-
    aura_record(R),
    defend_step("Vantage Point (red) [a-vp]", R, S),
    violation_ids(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["b-hj1", "b-hj2"]}, Ids).
test(vantage_record_one_card) :-
    aura_record(R),
    defend_step("Vantage Point (red) [a-vp]", R, S),
    legal_move(flesh_and_blood, S, _{player:"bob", action:"defend", cards:["b-hj1"]}).

%   Alice activates Rotwood Reaper with the records Effects.
reaper(Effects, L) :-
    short(_{effects:Effects,
            players:[_{name:"alice", hero:"Dorinthea", action_points:1, resource_points:2,
                       weapons:["Rotwood Reaper [a-rw]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-rw", ability:0, pitch:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L).

test(reaper_no_record, B == 0) :-
    reaper([], L),
    ( get_dict(power_bonus, L, B0) -> B = B0 ; B = 0 ).
test(reaper_record, B == 2) :-
    aura_record(R),
    reaper(R, L),
    get_dict(power_bonus, L, B).

%   Oath of the Arknight (blue) resolves: +1 for the next Runeblade
%   attack, a Runechant.
test(oath_blue, [E, A] =@= [_{kind:"next_attack_power", player:"alice", amount:1, source:"a-oa", class:"Runeblade"},
                           ["Runechant"]]) :-
    short(_{stack:[_{kind:"card", card:"Oath of the Arknight (blue) [a-oa]", controller:"alice"}],
            passes:1, priority:"bob",
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    flesh_and_blood:effects(S, [E]),
    player_named(S, "alice", P),
    maplist([C, N]>>get_dict(name, C, N), P.arena, A).

%   Earth Form hits: an Embodiment of Earth.
test(earth_form_hit, A == ["Embodiment of Earth"]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Earth Form (blue) [a-ef]", defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    player_named(S, "alice", P),
    maplist([C, N]>>get_dict(name, C, N), P.arena, A).

:- end_tests(fab_florian_aura_turn).

:- begin_tests(fab_fyendal).

test(sigil_start, [D, G] == [1, ["a-sf"]]) :-
    short(_{phase:"start",
            players:[_{name:"alice", hero:"Dorinthea", arena:["Sigil of Fyendal (blue) [a-sf]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    life(S, "alice", L), D is L - 20,
    player_named(S, "alice", P),
    maplist([C, I]>>get_dict(id, C, I), P.graveyard, G).

%   Destroyed to pay Bloodtorn Bodice's cost: 1 life too.
test(sigil_bodice_cost, D == 1) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1,
                       arena:["Sigil of Fyendal (blue) [a-sf]"], equipment:["Bloodtorn Bodice [a-bb]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"a-bb", ability:0,
                                      pitch:[], destroy:["a-sf"]}, S),
    life(S, "alice", L), D is L - 20.

%   Fyendal's Fighting Spirit attacks for alice at Life.
spirit_attacks(Life, D) :-
    short(_{stack:[_{kind:"card", card:"Fyendal's Fighting Spirit (yellow) [a-ffs]", controller:"alice"}],
            passes:1, priority:"bob",
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, life:Life},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    life(S, "alice", L), D is L - Life.

test(spirit_behind, D == 1) :- spirit_attacks(19, D).
test(spirit_even, D == 0) :- spirit_attacks(20, D).
test(spirit_ahead, D == 0) :- spirit_attacks(25, D).

%   Bob, behind, defends with it.
test(spirit_defends_behind, D == 1) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a-hj]"}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:12, hand:["Fyendal's Fighting Spirit (red) [b-ffs]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["b-ffs"]}, S),
    life(S, "bob", L), D is L - 12.

:- end_tests(fab_fyendal).

:- begin_tests(fab_florian_earth).

%   Bob's banished zone: the cards Banished, then the unknown cards
%   Unknown (ids u1, u2, ...), face up.
earth(Banished, Unknown, S) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Earth Form (red) [a-ef]",
                                              defending:["Helm of Lignum Vitae [b-helm]"]}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar", equipment:["Well Grounded [b-wg]"],
                       banished:Banished}]}, S0),
    findall(_{id:Id, unknown:true}, ( between(1, Unknown, I), format(string(Id), "u~d", [I]) ), Us),
    player_named(S0, "bob", P0),
    append(P0.banished, Us, B),
    flesh_and_blood:set_player(S0, P0.put(banished, B), S).

three(["Fruits of the Forest (red) [b-x1]", "Earth Form (blue) [b-x2]", "Strong Yield (red) [b-x3]"]).

wg(_{player:"bob", action:"activate", card:"b-wg", ability:0, pitch:[]}).

test(count_known_unknown, [K, N] == [3, 1]) :-
    three(T), earth(T, 1, S),
    flesh_and_blood:florian_earth_banished(S, "bob", K, U), length(U, N).
test(unknown_could_make_four, About == "u1") :-
    three(T), earth(T, 1, S), wg(M),
    violation_ids(flesh_and_blood, S, M, []),
    once(flesh_and_blood:depends_on_text(S, M, A, _)),
    About = A.card.
test(four_known_no_unknown_answer, [fail]) :-
    three(T), earth(["Harvest Season (red) [b-x4]"|T], 1, S), wg(M),
    flesh_and_blood:depends_on_text(S, M, _, florian_earth_unknown(_, _)).
test(two_known_one_unknown_illegal, Ids == ['FAB-1284']) :-
    earth(["Fruits of the Forest (red) [b-x1]", "Earth Form (blue) [b-x2]"], 1, S), wg(M),
    violation_ids(flesh_and_blood, S, M, Ids).
test(helm_counts_known_only, D == 14) :-
    three(T), earth(T, 1, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    life(S, "bob", D).
test(helm_four, D == 15) :-
    three(T), earth(["Harvest Season (red) [b-x4]"|T], 0, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    life(S, "bob", D).

%   Fertile Ground (blue): 3 with four Earth cards, else 2.
fertile(Banished, D) :-
    short(_{stack:[_{kind:"card", card:"Fertile Ground (blue) [b-fg]", controller:"bob"}],
            passes:1, priority:"alice",
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar", banished:Banished}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S),
    life(S, "bob", L), D is L - 20.

test(fertile_blue_four, D == 3) :-
    three(T), fertile(["Harvest Season (red) [b-x4]"|T], D).
test(fertile_blue_three, D == 2) :-
    three(T), fertile(T, D).

:- end_tests(fab_florian_earth).

:- begin_tests(fab_florian_decompose).

grave3(["Earth Form (blue) [g1]", "Strong Yield (red) [g2]", "Head Jab (red) [g3]"]).

%   Alice's Blossoming Decay (blue) on the stack becomes a chain link;
%   her graveyard Grave.
decay(Grave, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Blossoming Decay (blue) [a-bd]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, graveyard:Grave},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

puts([], S, S).
puts([Id|Ids], S0, S) :-
    next_state(flesh_and_blood, S0, _{player:"alice", action:"put", card:Id, to:"banished"}, S1),
    puts(Ids, S1, S).

test(decay_waits, C == "florian_decompose") :-
    grave3(G), decay(G, S),
    flesh_and_blood:pending(S, Pd), C = Pd.choice.
test(decay_life, [D, Left] == [1, []]) :-
    grave3(G), decay(G, S0),
    puts(["g3", "g2", "g1"], S0, S),
    \+ flesh_and_blood:pending(S, _),
    life(S, "alice", L), D is L - 20,
    player_named(S, "alice", P), Left = P.graveyard.
test(decay_declined, D == 0) :-
    grave3(G), decay(G, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"decline"}, S),
    life(S, "alice", L), D is L - 20.
%   Two Head Jabs and one Earth card: no triple, no choice.
test(decay_no_triple, [fail]) :-
    decay(["Earth Form (blue) [g1]", "Head Jab (red) [g3]", "Head Jab (blue) [g4]"], S),
    flesh_and_blood:pending(S, _).
%   An Earth attack action card counts as the action card: Earth Form,
%   Strong Yield (an Earth aura, an action) and Fruits of the Forest.
test(all_earth_triple, C == "florian_decompose") :-
    decay(["Earth Form (blue) [g1]", "Strong Yield (red) [g2]", "Fruits of the Forest (red) [g5]"], S),
    flesh_and_blood:pending(S, Pd), C = Pd.choice.
%   The candidates: a Head Jab first leaves the two Earth cards to come.
test(candidates_after_head_jab, Ids == ["g1", "g2"]) :-
    decay(["Earth Form (blue) [g1]", "Strong Yield (red) [g2]", "Head Jab (red) [g3]", "Head Jab (blue) [g4]"], S0),
    puts(["g3"], S0, S),
    findall(Id, flesh_and_blood:choice_candidate("put", S, _{player:"alice", action:"put", card:Id, to:"banished"}), Ids0),
    msort(Ids0, Ids).
test(unknown_not_named, Ids == ['FAB-1287']) :-
    grave3(G), decay(G, S0),
    player_named(S0, "alice", P0),
    append(P0.graveyard, [_{id:"u1", unknown:true}], G1),
    flesh_and_blood:set_player(S0, P0.put(graveyard, G1), S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"put", card:"u1", to:"banished"}, Ids).

%   Bob's Rootbound Carapace (blue) resolves against Head Jab.
test(rootbound_defense, B == 1) :-
    grave3(G),
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-hj]", defending:[]}]},
            stack:[_{kind:"card", card:"Rootbound Carapace (blue) [b-rc]", controller:"bob"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0},
                     _{name:"bob", hero:"Rhinar", graveyard:G}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    flesh_and_blood:pending(S1, Pd), Pd.player == "bob",
    foldl([Id, Sa, Sb]>>next_state(flesh_and_blood, Sa, _{player:"bob", action:"put", card:Id, to:"banished"}, Sb),
          ["g1", "g2", "g3"], S1, S),
    last(S.chain.links, L),
    get_dict(defense_bonus, L, B).

:- end_tests(fab_florian_decompose).

:- begin_tests(fab_florian_deadwood).

%   Alice's Deadwood Dirge (Colour) resolves with the auras Arena.
dirge(Colour, Arena, S) :-
    format(string(C), "Deadwood Dirge (~w) [a-dd]", [Colour]),
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:C, controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, arena:Arena},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

arena_names(S, Who, Ns) :-
    player_named(S, Who, P),
    maplist([C, N]>>get_dict(name, C, N), P.arena, Ns).

test(dirge_no_aura, Ns == []) :-
    dirge(red, [], S),
    \+ flesh_and_blood:pending(S, _),
    arena_names(S, "alice", Ns).
test(dirge_one_aura_yellow, Ns == ["Runechant", "Runechant"]) :-
    dirge(yellow, ["Sigil of Fyendal (blue) [a-sf]"], S),
    \+ flesh_and_blood:pending(S, _),
    arena_names(S, "alice", Ns).
test(dirge_copies_no_choice, Ns == ["Runechant", "Runechant"]) :-
    dirge(blue, ["Runechant [a-r1]", "Runechant [a-r2]"], S),
    \+ flesh_and_blood:pending(S, _),
    arena_names(S, "alice", Ns).
test(dirge_two_names_asks, Ids == ["a-r1", "a-sy"]) :-
    dirge(blue, ["Runechant [a-r1]", "Strong Yield (red) [a-sy]"], S),
    findall(Id, flesh_and_blood:choice_candidate("destroy", S, _{player:"alice", action:"destroy", card:Id}), Ids0),
    msort(Ids0, Ids),
    \+ flesh_and_blood:choice_candidate("decline", S, _).

%   Splintering Deadwood hits with a Runechant in its player's arena.
test(splinter_hit_asks, [C, Ds] == ["florian_destroy_aura", true]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Splintering Deadwood (blue) [a-sd]", defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, arena:["Runechant [a-r1]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    flesh_and_blood:pending(S1, Pd), C = Pd.choice,
    ( flesh_and_blood:choice_candidate("decline", S1, _) -> Ds = true ; Ds = false ).
test(splinter_hit_destroys, Ns == ["Runechant"]) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Splintering Deadwood (blue) [a-sd]", defending:[]}]},
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, arena:["Strong Yield (red) [a-sy]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"destroy", card:"a-sy"}, S),
    arena_names(S, "alice", Ns).

:- end_tests(fab_florian_deadwood).

:- begin_tests(fab_florian_condemn).

%   Alice's Condemn to Slaughter (blue) resolves; she destroys her
%   Runechant; bob controls the auras Bob.
condemn(Bob, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Condemn to Slaughter (blue) [a-cs]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0, arena:["Runechant [a-r1]"]},
                     _{name:"bob", hero:"Rhinar", arena:Bob}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"destroy", card:"a-r1"}, S).

test(condemn_blue_power, E =@= _{kind:"next_attack_power", player:"alice", amount:1, source:"a-cs", class:"Runeblade"}) :-
    condemn([], S),
    flesh_and_blood:effects(S, [E]).
test(condemn_opponent_none, [] == Ns) :-
    condemn([], S),
    \+ flesh_and_blood:pending(S, _),
    arena_names(S, "bob", Ns).
test(condemn_opponent_one, [Ns, D] == [[], 1]) :-
    condemn(["Sigil of Fyendal (blue) [b-sf]"], S),
    \+ flesh_and_blood:pending(S, _),
    arena_names(S, "bob", Ns),
    life(S, "bob", L), D is L - 20.
test(condemn_opponent_chooses, Ids == ["b-r1", "b-sy"]) :-
    condemn(["Runechant [b-r1]", "Strong Yield (red) [b-sy]"], S),
    flesh_and_blood:pending(S, Pd), Pd.player == "bob",
    findall(Id, flesh_and_blood:choice_candidate("destroy", S, _{player:"bob", action:"destroy", card:Id}), Ids0),
    msort(Ids0, Ids).

arena_names(S, Who, Ns) :-
    player_named(S, Who, P),
    maplist([C, N]>>get_dict(name, C, N), P.arena, Ns).

:- end_tests(fab_florian_condemn).

:- begin_tests(fab_florian_summers_fall).

%   Summer's Fall decomposed; bob's Sigil of Fyendal targeted: the last
%   card of his deck.
summers(Target, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Summer's Fall (red) [a-sf]", controller:"alice"}],
            players:[_{name:"alice", hero:"Dorinthea", action_points:0,
                       arena:["Runechant [a-r1]"],
                       graveyard:["Earth Form (blue) [g1]", "Strong Yield (red) [g2]", "Head Jab (red) [g3]"]},
                     _{name:"bob", hero:"Rhinar", arena:["Sigil of Fyendal (blue) [b-sig]"]}]}, S0),
    foldl([M, Sa, Sb]>>next_state(flesh_and_blood, Sa, M, Sb),
          [_{player:"bob", action:"pass"},
           _{player:"alice", action:"put", card:"g1", to:"banished"},
           _{player:"alice", action:"put", card:"g2", to:"banished"},
           _{player:"alice", action:"put", card:"g3", to:"banished"},
           _{player:"alice", action:"target", card:Target}], S0, S).

test(card_to_deck_bottom, Id == "b-sig") :-
    summers("b-sig", S),
    player_named(S, "bob", P),
    last(P.deck, C), get_dict(id, C, Id).
test(token_ceases, [A, G] == [[], []]) :-
    summers("a-r1", S),
    player_named(S, "alice", P),
    A = P.arena,
    include([C]>>(get_dict(id, C, "a-r1")), P.deck, G).

:- end_tests(fab_florian_summers_fall).
