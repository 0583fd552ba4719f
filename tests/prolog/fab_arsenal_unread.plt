/*  plunit tests of an unread text in the arsenal (rules.pl/flesh-and-blood/
    arsenal_unread.pl: FAB-401, FAB-119): The Hand that Pulls the Strings,
    whose text rulecheck does not read, activated from the arsenal, and
    an unread mentor there acting in every answer its text reaches.
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_arsenal_unread.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

%   Alice, Arakni, in the reaction step of her Annihilate the Armed,
%   with Arsenal.
hand_position(Arsenal, S) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Annihilate the Armed (red) [a-ann]"}]},
            players:[_{name:"alice", hero:"Arakni", action_points:0, arsenal:Arsenal},
                     _{name:"bob", hero:"Cindra"}]}, S).

activate(Id, I, _{player:"alice", action:"activate", card:Id, ability:I, pitch:[]}).

:- begin_tests(fab_arsenal_unread).

%   The Hand is read (card_texts_hand2.pl); marked unread here, its text
%   could activate an ability in the arsenal.
test(hand_activated_from_arsenal_is_unknown_naming_it, Name == "The Hand that Pulls the Strings") :-
    hand_position([_{id:"a-hand", name:"The Hand that Pulls the Strings", text_read:false}], S),
    activate("a-hand", 0, M),
    violation_ids(flesh_and_blood, S, M, []),
    once(flesh_and_blood:depends_on_text(S, M, About, abilities_not_modelled(_, 0))),
    Name = About.name.

test(unread_card_without_ability_in_arsenal_is_illegal, Ids == ['FAB-401']) :-
    hand_position([_{id:"a-ann2", name:"Annihilate the Armed", color:"blue", text_read:false}], S),
    activate("a-ann2", 0, M),
    violation_ids(flesh_and_blood, S, M, Ids).

test(read_card_in_arsenal_is_illegal, Ids == ['FAB-401']) :-
    hand_position(["Annihilate the Armed (blue) [a-ann2]"], S),
    activate("a-ann2", 0, M),
    violation_ids(flesh_and_blood, S, M, Ids).

test(unread_mentor_in_arsenal_acts) :-
    hand_position([_{id:"a-hand", name:"The Hand that Pulls the Strings", face_up:true, text_read:false}], S),
    once(( flesh_and_blood:acting_card(S, C), get_dict(id, C, "a-hand") )).

test(read_hand_in_arsenal_is_not_acting_from_there, fail) :-
    hand_position([_{id:"a-hand", name:"The Hand that Pulls the Strings", face_up:true}], S),
    flesh_and_blood:arsenal_acting_card(S, _).

test(read_mentor_in_arsenal_is_not_acting_from_there, fail) :-
    hand_position([_{id:"a-min", name:"Minerva Themis", face_up:true}], S),
    flesh_and_blood:arsenal_acting_card(S, _).

:- end_tests(fab_arsenal_unread).
