/*  plunit tests of the Prism Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_prism.pl): Prismatic
    Shield (FAB-750), and the hero's soul as a zone of the position.
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_prism.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   Alice's instant Card waits on the stack; bob passes and it resolves:
%   Alice's arena after, and the events.
resolved(Card, Arena, Graveyard, Events) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:Card, controller:"alice"}],
            players:[_{name:"alice", hero:"Prism"}, _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    player(S, "alice", P),
    get_dict(arena, P, A), maplist(name_id, A, Arena),
    get_dict(graveyard, P, G), maplist(id_of, G, Graveyard).

name_id(C, N-Id) :- get_dict(name, C, N), get_dict(id, C, Id).
id_of(C, Id) :- get_dict(id, C, Id).

player(S, Name, P) :-
    member(P, S.players), P.name == Name, !.

:- begin_tests(fab_prism).

test(prismatic_shield_creates_three_spectral_shields,
     [Arena, Gy] == [["Spectral Shield"-"a-ps-spectral-shield", "Spectral Shield"-"a-ps-spectral-shield-2",
                      "Spectral Shield"-"a-ps-spectral-shield-3"], ["a-ps"]]) :-
    resolved("Prismatic Shield (blue) [a-ps]", Arena, Gy, _).
test(prismatic_shield_event_names_the_tokens) :-
    resolved("Prismatic Shield (yellow) [a-ps]", _, _, Es),
    memberchk(event('FAB-750', resolution_tokens_created, F), Es),
    length(F.tokens, 3).
test(prismatic_shield_unread_creates_nothing, [Arena, Gy] == [[], ["a-ps"]]) :-
    resolved(_{id:"a-ps", name:"Prismatic Shield", color:"red", text_read:false}, Arena, Gy, _).
test(prismatic_shield_is_modelled) :-
    forall(member(Colour, ["red", "yellow", "blue"]),
           \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Prismatic Shield", color:Colour})).
test(the_tokens_ward_prevents_damage) :-
    flesh_and_blood:card_keyword(_{id:"t", name:"Spectral Shield"}, "Ward", 1).
test(a_soul_given_is_read_and_counted, N == 40) :-
    short(_{format:"blitz",
            players:[_{name:"alice", hero:"Prism", soul:["Illuminate (red) [a-ill]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    player(S, "alice", P),
    [C] = P.soul, C.id == "a-ill",
    flesh_and_blood:deck_card_count(S, P, N).

:- end_tests(fab_prism).
