/*  plunit tests of transcend and the Mystic instants that transcend
    (rules.pl/flesh-and-blood/card_texts_transcend.pl): transcend
    (FAB-1400), A Drop in the Ocean (FAB-1401), Homage to Ancestors
    (FAB-1402), Preserve Tradition (FAB-1403), Stir the Pot (FAB-1404),
    The Grain that Tips the Scale (FAB-1405), Pass Over (FAB-1406), Path
    Well Traveled (FAB-1407), Rising Sun, Setting Moon (FAB-1408,
    FAB-1409), an attack targeted on the stack (FAB-1410).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_transcend.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

modelled(Name) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name}).

player_of(S, Who, P) :-
    member(P, S.players), P.name == Who, !.

zone_ids(S, Who, Zone, Ids) :-
    player_of(S, Who, P),
    ( get_dict(Zone, P, Cs) -> true ; Cs = [] ),
    maplist([C, I]>>get_dict(id, C, I), Cs, Ids).

%   Alice attacks with Sedate (or Attack); in the reaction step she plays
%   the cards of Plays (Id-Target, Target none for no target) in turn,
%   each resolving; Effects are the turn's effects of the position.
played(Plays, Effects, Hand, S, Events) :-
    played("Sedate (red) [a-sed]", Plays, Effects, Hand, S, Events).
played(Attack, Plays, Effects, Hand, S, Events) :-
    short(_{effects:Effects,
            chain:_{step:"reaction", links:[_{attack:Attack, defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", life:15, action_points:0, hand:Hand,
                       graveyard:["Head Jab (yellow) [a-g1]", "Sigil of Solace (red) [a-g2]"]},
                     _{name:"bob", hero:"Rhinar", graveyard:["Head Jab (red) [b-g1]"]}]}, S0),
    foldl(play_resolved, Plays, S0-[], S-Events).

play_resolved(Id-T, S0-_, S-Events) :-
    M0 = _{player:"alice", action:"play", card:Id, from:"hand", pitch:[], discard:[]},
    (   T == none -> M = M0 ; M = M0.put(target, T) ),
    next_state(flesh_and_blood, S0, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

all_hand(["The Grain that Tips the Scale (blue) [a-grain]", "A Drop in the Ocean (blue) [a-drop]",
          "Path Well Traveled (blue) [a-path]", "Homage to Ancestors (blue) [a-hom]",
          "Stir the Pot (blue) [a-stir]", "Pass Over (blue) [a-pass]", "Preserve Tradition (blue) [a-pres]"]).

:- begin_tests(fab_transcend).

test(modelled) :-
    forall(member(N, ["A Drop in the Ocean", "Homage to Ancestors", "Preserve Tradition", "Stir the Pot",
                      "The Grain that Tips the Scale", "Pass Over", "Path Well Traveled", "Inner Chi",
                      "Rising Sun, Setting Moon"]),
           modelled(N)).
test(not_read, fail) :-
    member(N, ["Nuu, Alluring Desire"]),        % Enigma and Zen: card_texts_chi.pl; Nuu: card_texts_nuu_4.pl
    modelled(N).
test(alone_to_graveyard, G-B-Rs == ["a-g1", "a-g2", "a-grain"]-1-[]) :-
    all_hand(H),
    played(["a-grain"-"a-sed"], [], H, S, Events),
    zone_ids(S, "alice", graveyard, G0), atomics_to_string_list(G0, G),
    S.chain.links = [L|_], B = L.power_bonus,
    findall(R, member(event(R, transcended, _), Events), Rs).
test(after_another_blue, Name-Id-Rs-T == "Inner Chi"-"a-grain"-['FAB-1400']-true) :-
    all_hand(H),
    played(["a-drop"-"a-sed", "a-grain"-"a-sed"], [], H, S, Events),
    player_of(S, "alice", P),
    last(P.hand, C), Name = C.name, Id = C.id,
    findall(R, member(event(R, transcended, _), Events), Rs),
    (   member(E, S.effects), E.kind == "transcended", E.player == "alice" -> T = true ; T = false ).
test(drop_less_power, B == -1) :-
    all_hand(H),
    played(["a-drop"-"a-sed"], [], H, S, _),
    S.chain.links = [L|_], B = L.power_bonus.
test(record_of_the_position_counts, Name == "Inner Chi") :-
    all_hand(H),
    played(["a-hom"-none], [_{kind:"blue_card_played", player:"alice", source:"a-x"}], H, S, _),
    player_of(S, "alice", P),
    last(P.hand, C), Name = C.name,
    P.life == 16.
test(path_go_again, G == true) :-
    all_hand(H),
    played(["a-path"-"a-sed"], [], H, S, _),
    S.chain.links = [L|_], G = L.go_again.
test(stir_shuffles, U == true) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Stir the Pot (blue) [a-stir]"],
                       deck:["Head Jab (red) [a-d1]", 38]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    play_resolved("a-stir"-none, S0-[], S-_),
    player_of(S, "alice", P),
    P.deck = [D|_],
    ( get_dict(unknown, D, U) -> true ; U = false ).
test(pass_over_banishes, B == ["b-g1"]) :-
    all_hand(H),
    played(["a-pass"-"b-g1"], [], H, S, _),
    zone_ids(S, "bob", banished, B0), atomics_to_string_list(B0, B).
test(preserve_to_bottom, Last == "a-g1") :-
    all_hand(H),
    played(["a-pres"-"a-g1"], [], H, S, _),
    player_of(S, "alice", P),
    last(P.deck, C), atom_string(C.id, Last).
test(preserve_not_a_non_action_card) :-
    all_hand(H),
    short(_{chain:_{step:"reaction", links:[_{attack:"Sedate (red) [a-sed]", defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:H,
                       graveyard:["Sigil of Solace (red) [a-g2]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    \+ flesh_and_blood:legal_target(S0, transcend_own_graveyard_action("a-pres"), _).

test(rising_sun_asks_then_transcends, Ch-Name-Last == "transcend_to_bottom"-"Inner Chi"-"a-hj") :-
    played(["a-drop"-"a-sed", "a-rise"-none],
           [], ["A Drop in the Ocean (blue) [a-drop]", "Rising Sun, Setting Moon (blue) [a-rise]",
                "Head Jab (blue) [a-hj]"], S1, _),
    Ch = S1.pending.choice,
    next_state(flesh_and_blood, S1, _{player:"alice", action:"put", card:"a-hj", to:"bottom"}, S),
    player_of(S, "alice", P),
    last(P.hand, C), Name = C.name,
    last(P.deck, D), atom_string(D.id, Last).
test(rising_sun_put_not_in_hand) :-
    played(["a-rise"-none], [], ["Rising Sun, Setting Moon (blue) [a-rise]", "Head Jab (blue) [a-hj]"], S1, _),
    once(flesh_and_blood:broken('FAB-1409', S1, _{player:"alice", action:"put", card:"a-rise", to:"bottom"}, _)).

test(stack_attack_is_a_target_answered_unknown) :-
    short(_{passes:1, priority:"bob", chain:_{step:"layer", links:[]},
            stack:[_{kind:"card", card:"Sedate (red) [a-sed]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", hand:["The Grain that Tips the Scale (blue) [b-grain]"]}]}, S),
    M = _{player:"bob", action:"play", card:"b-grain", from:"hand", pitch:[], target:"a-sed", discard:[]},
    \+ flesh_and_blood:broken('FAB-622', S, M, _),
    once(flesh_and_blood:depends_on_text(S, M, _, transcend_stack_target(_, _))).
test(no_attack_no_play) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["A Drop in the Ocean (blue) [a-drop]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    once(flesh_and_blood:broken('FAB-1410', S, _{player:"alice", action:"play", card:"a-drop", from:"hand",
                                                 pitch:[], discard:[]}, _)).

:- end_tests(fab_transcend).

atomics_to_string_list(As, Ss) :-
    maplist([A, S]>>atom_string(A, S), As, Ss).
