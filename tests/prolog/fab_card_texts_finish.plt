/*  plunit tests of the last texts of four Blitz decks Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_finish.pl): Run into
    Trouble (FAB-692).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_finish.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

life_of(S, Who, Life) :-
    member(P, S.players), P.name == Who, !,
    Life = P.life.

modelled(Name, Colour) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name, color:Colour}).

%   bob, with BobArena, defends alice's Head Jab with Defender (a card
%   of his hand, its id "d"); alice's arena AliceArena.
defended(Defender, BobArena, AliceArena, S, Events) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Kayo", action_points:0, arena:AliceArena},
                     _{name:"bob", hero:"Kayo", arena:BobArena, hand:[Defender]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["d"]}, S, Events).

:- begin_tests(fab_finish_run_into_trouble).

test(modelled) :-
    modelled("Run into Trouble", "red").
test(agility_damages_the_attacker, Life-Rs == 19-['FAB-692', 'FAB-692']) :-
    defended("Run into Trouble (red) [d]", [_{id:"t", name:"Agility"}], [], S, Events),
    life_of(S, "alice", Life),
    findall(R, ( member(event(R, E, _), Events), memberchk(E, [defends_with_token, text_damage_dealt]) ), Rs).
test(no_agility_no_damage, Life-Rs == 20-['FAB-692']) :-
    defended("Run into Trouble (red) [d]", [_{id:"t", name:"Might"}], [], S, Events),
    life_of(S, "alice", Life),
    findall(R, member(event(R, defends_without_token, _), Events), Rs).
test(defender_life_unchanged, Life == 20) :-
    defended("Run into Trouble (red) [d]", [_{id:"t", name:"Agility"}], [], S, _),
    life_of(S, "bob", Life).
test(unread_no_damage, Life == 20) :-
    defended(_{id:"d", name:"Run into Trouble", color:"red", text_read:false},
             [_{id:"t", name:"Agility"}], [], S, _),
    life_of(S, "alice", Life).
test(attackers_token_does_not_count, Life == 20) :-
    defended("Run into Trouble (red) [d]", [], [_{id:"t", name:"Agility"}], S, _),
    life_of(S, "alice", Life).
test(ward_prevents, Life == 20) :-
    defended("Run into Trouble (red) [d]", [_{id:"t", name:"Agility"}],
             ["Auric Shards (red) [w]"], S, _),
    life_of(S, "alice", Life).
test(lethal_ends_the_game, Over == true) :-
    short(_{chain:_{step:"defend", links:[_{attack:"Head Jab (red) [a]"}]},
            players:[_{name:"alice", hero:"Kayo", life:1, action_points:0},
                     _{name:"bob", hero:"Kayo", arena:[_{id:"t", name:"Agility"}],
                       hand:["Run into Trouble (red) [d]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"defend", cards:["d"]}, S),
    ( flesh_and_blood:game_over(S, _) -> Over = true ; Over = false ).

:- end_tests(fab_finish_run_into_trouble).
