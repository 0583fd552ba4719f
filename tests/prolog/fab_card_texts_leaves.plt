/*  plunit tests of Vengeful Apparition's text as Flesh and Blood reads it
    (rules.pl/flesh-and-blood/card_texts_leaves.pl): its trigger as it
    leaves the arena (FAB-1181), the next aura played as though it were an
    instant (FAB-1182), its counter (FAB-1183).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_leaves.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

modelled(Name) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name}).

%   Head Jab (3 power) undefended in the reaction step, bob's arena and
%   pitch zone given; bob passes and the damage is dealt.
damage_dealt(Arena, Pitch, S, Events) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a]", defending:[]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:20, arena:Arena, pitch:Pitch}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

bob(S, P) :-
    member(P, S.players), P.name == "bob".

has_event(Events, Kind) :-
    member(E, Events),
    sub_term(X, E), X == Kind, !.

effect_kinds(S, Ks) :-
    findall(K-N, ( member(E, S.effects), get_dict(kind, E, K), get_dict(max_cost, E, N) ), Ks).

:- begin_tests(fab_leaves_trigger).

test(modelled) :-
    modelled("Vengeful Apparition").

test(ward_alone, [forall(member(C-N, ["red"-2, "yellow"-1, "blue"-0]))]) :-
    format(string(V), "Vengeful Apparition (~w) [va]", [C]),
    damage_dealt([V], [], S, Events),
    bob(S, P),
    assertion(P.life == 18),
    assertion(P.arena == []),
    effect_kinds(S, Ks),
    assertion(Ks == ["next_aura_instant"-N]),
    assertion(has_event(Events, leaves_next_aura_instant)).

%   With a Spectral Shield beside it, both destroyed by the same 3 damage
%   (they leave together, CR 6.4.1a): rulecheck applies the Ward one by
%   one and cannot tell, as the Apparition leaves, that the Shield goes
%   too: undecided.
test(ward_beside_another_ward_aura_undecided) :-
    damage_dealt(["Vengeful Apparition (blue) [va]", "Spectral Shield [ss]"], [], S, Events),
    bob(S, P),
    assertion(P.life == 19),
    assertion(P.arena == []),
    effect_kinds(S, Ks),
    assertion(Ks == ["next_aura_instant_undecided"-0]),
    assertion(has_event(Events, leaves_undecided)).

%   An Illusionist aura without ward stays, whatever the damage.
test(ward_beside_an_aura_without_ward) :-
    damage_dealt(["Vengeful Apparition (blue) [va]", "Ode to Wrath (yellow) [mr]"], [], S, Events),
    assertion(S.effects == []),
    assertion(has_event(Events, leaves_not_alone)).

%   Waning Vengeance destroyed first makes a Spectral Shield: its player
%   orders the two triggers (CR 6.6.6b), undecided.
test(waning_vengeance_token_undecided) :-
    damage_dealt(["Waning Vengeance (blue) [wv]", "Vengeful Apparition (blue) [va]"],
                 ["Sigil of Solace (blue) [p]"], S, _),
    effect_kinds(S, Ks),
    assertion(Ks == ["next_aura_instant_undecided"-0]).

%   Out of a damage event, a Spectral Shield a Waning Vengeance made is
%   still undecided; another is certain.
test(auras_read) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", arena:["Spectral Shield [wv-spectral-shield]", "Spectral Shield [x]"],
                       graveyard:["Waning Vengeance (blue) [wv]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    flesh_and_blood:leaves_illusionist_auras(S, "alice", false, Certain, Undecided),
    assertion(Certain == ["x"]),
    assertion(Undecided == ["wv-spectral-shield"]),
    flesh_and_blood:leaves_illusionist_auras(S, "alice", true, Certain1, Undecided1),
    assertion(Certain1 == []),
    assertion(Undecided1 == ["wv-spectral-shield", "x"]).

%   An aura of the player's attacking on the combat chain (Cosmo's,
%   FAB-1573) is still theirs, in the arena (CR 3.1.1).
test(attacking_aura_counts) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"resolution", links:[_{attack:_{id:"a-ss", name:"Spectral Shield", power:1},
                                                defending:[], damage:1}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0,
                       weapons:["Cosmo, Scroll of Ancestral Tapestry [a-c]"]},
                     _{name:"bob", hero:"Rhinar", life:19}]}, S),
    flesh_and_blood:leaves_illusionist_auras(S, "alice", true, Certain, Undecided),
    assertion(Certain == ["a-ss"]),
    assertion(Undecided == []).

bodice(Arena, S, Events) :-
    short(_{players:[_{name:"alice", hero:"Dorinthea", action_points:1,
                       equipment:["Bloodtorn Bodice [bb]"], arena:Arena},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"activate", card:"bb", ability:0,
                                       pitch:[], destroy:["va"]}, S, Events).

test(bodice_alone) :-
    bodice(["Vengeful Apparition (yellow) [va]"], S, _),
    effect_kinds(S, Ks),
    assertion(Ks == ["next_aura_instant"-1]).

test(bodice_not_alone) :-
    bodice(["Vengeful Apparition (yellow) [va]", "Spectral Shield [ss]"], S, Events),
    assertion(S.effects == []),
    assertion(has_event(Events, leaves_not_alone)).

%   4 arcane damage waits for bob; his prevent move names Cards (Ward
%   permanents, FAB-526): they leave together, and their texts apply once
%   the damage is dealt.
prevented(Arena, Pitch, Cards, S, Events) :-
    short(_{pending:_{choice:"arcane_damage", player:"bob", source:"Runechant [r1]", amount:4},
            stack:[_{card:"Wounding Blow (red) [blow]", controller:"alice"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:20, arena:Arena, pitch:Pitch}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"prevent", cards:Cards, pitch:[]}, S, Events).

test(prevent_together_alone) :-
    prevented(["Vengeful Apparition (blue) [va]", "Spectral Shield [ss]"], [], ["va", "ss"], S, _),
    bob(S, P),
    assertion(P.life == 18),
    assertion(P.arena == []),
    effect_kinds(S, Ks),
    assertion(Ks == ["next_aura_instant"-0]).

test(prevent_beside_waning_vengeance_undecided, [forall(member(Cards, [["va", "wv"], ["wv", "va"]]))]) :-
    prevented(["Vengeful Apparition (blue) [va]", "Waning Vengeance (blue) [wv]"],
              ["Sigil of Solace (blue) [p]"], Cards, S, _),
    effect_kinds(S, Ks),
    assertion(Ks == ["next_aura_instant_undecided"-0]).

test(prevent_beside_waning_vengeance_no_blue) :-
    prevented(["Vengeful Apparition (blue) [va]", "Waning Vengeance (blue) [wv]"],
              ["Sigil of Solace (red) [p]"], ["va", "wv"], S, _),
    effect_kinds(S, Ks),
    assertion(Ks == ["next_aura_instant"-0]).

:- end_tests(fab_leaves_trigger).

:- begin_tests(fab_leaves_next_aura).

%   bob, priority in alice's action phase, with the effect Es waiting;
%   his hand Hand.
bob_priority(Es, Hand, S) :-
    short(_{passes:1, priority:"bob", effects:Es,
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", action_points:0, hand:Hand,
                       graveyard:["Vengeful Apparition (blue) [va]"]}]}, S).

%   alice in her own action phase, an action point left.
alice_turn(Es, Hand, S) :-
    short(_{effects:Es,
            players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:Hand,
                       graveyard:["Vengeful Apparition (red) [va]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

decided(Who, N, _{kind:"next_aura_instant", player:Who, source:"va", max_cost:N}).
undecided(Who, N, _{kind:"next_aura_instant_undecided", player:Who, source:"va", max_cost:N}).

play(Who, Id, Pitch, M) :-
    M = _{player:Who, action:"play", card:Id, from:"hand", pitch:Pitch, discard:[]}.

test(as_instant_in_the_other_turn) :-
    decided("bob", 0, E),
    bob_priority([E], ["Vengeful Apparition (blue) [v2]"], S),
    play("bob", "v2", [], M),
    violation_ids(flesh_and_blood, S, M, Ids),
    assertion(Ids == []),
    next_events(flesh_and_blood, S, M, S1, Events),
    assertion(has_event(Events, leaves_played_as_instant)),
    assertion(S1.effects == [E.put(card, "v2")]),
    state_errors(flesh_and_blood, S1, Errors),
    assertion(Errors == []).

test(without_the_effect_illegal) :-
    bob_priority([], ["Vengeful Apparition (blue) [v2]"], S),
    play("bob", "v2", [], M),
    violation_ids(flesh_and_blood, S, M, Ids),
    assertion(memberchk('FAB-306', Ids)).

test(cost_above_refused) :-
    decided("bob", 0, E),
    bob_priority([E], ["Harvest Season (red) [hs]", "Sigil of Solace (blue) [p]"], S),
    play("bob", "hs", ["p"], M),
    violation_ids(flesh_and_blood, S, M, Ids),
    assertion(memberchk('FAB-306', Ids)).

test(both_ways_in_its_player_action_phase) :-
    decided("alice", 2, E),
    alice_turn([E], ["Vengeful Apparition (red) [v2]"], S),
    play("alice", "v2", [], M),
    assertion(legal_move(flesh_and_blood, S, M)),
    assertion(legal_move(flesh_and_blood, S, M.put(as_action, true))).

test(as_action_spends_it_no_counter) :-
    decided("alice", 2, E),
    alice_turn([E], ["Vengeful Apparition (red) [v2]"], S),
    play("alice", "v2", [], M0),
    next_events(flesh_and_blood, S, M0.put(as_action, true), S1, Events),
    assertion(has_event(Events, leaves_aura_spent)),
    assertion(S1.effects == []),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3),
    S3.players = [A|_],
    assertion(( member(C, A.arena), get_dict(id, C, "v2"), \+ get_dict(power_counters, C, _) )).

test(as_instant_counter) :-
    decided("alice", 2, E),
    alice_turn([E], ["Vengeful Apparition (red) [v2]"], S),
    play("alice", "v2", [], M),
    next_state(flesh_and_blood, S, M, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S3, Events),
    assertion(has_event(Events, leaves_counter_put)),
    assertion(S3.effects == []),
    S3.players = [A|_],
    assertion(( member(C, A.arena), get_dict(id, C, "v2"), get_dict(power_counters, C, 1) )).

test(greater_cost_leaves_it_waiting) :-
    decided("alice", 0, E),
    alice_turn([E], ["Harvest Season (red) [hs]", "Sigil of Solace (blue) [p]"], S),
    play("alice", "hs", ["p"], M),
    next_state(flesh_and_blood, S, M, S1),
    assertion(S1.effects == [E]).

test(undecided_unknown) :-
    undecided("bob", 0, E),
    bob_priority([E], ["Vengeful Apparition (blue) [v2]"], S),
    play("bob", "v2", [], M),
    violation_ids(flesh_and_blood, S, M, Ids),
    assertion(Ids \== []),
    once(flesh_and_blood:allowed_by_text(S, M, Ids, About, _)),
    assertion(About.card == "va").

%   In its player's own action phase the play is legal either way, but
%   whether it costs an action point and gets a counter is undecided.
test(undecided_own_turn_unknown) :-
    undecided("alice", 2, E),
    alice_turn([E], ["Vengeful Apparition (red) [v2]"], S),
    play("alice", "v2", [], M),
    violation_ids(flesh_and_blood, S, M, Ids),
    assertion(Ids == []),
    once(flesh_and_blood:depends_on_text(S, M, About, _)),
    assertion(About.card == "va"),
    violation_ids(flesh_and_blood, S, M.put(as_action, true), Ids1),
    assertion(Ids1 == ['FAB-1541']),
    assertion(once(flesh_and_blood:allowed_by_text(S, M.put(as_action, true), Ids1, _, _))).

test(undecided_not_for_a_greater_cost, [fail]) :-
    undecided("bob", 0, E),
    bob_priority([E], ["Harvest Season (red) [hs]", "Sigil of Solace (blue) [p]"], S),
    play("bob", "hs", ["p"], M),
    flesh_and_blood:allowed_by_text(S, M, _, _, _).

test(instant_aura_counter_unknown) :-
    decided("alice", 2, E),
    alice_turn([E], ["Waning Vengeance (red) [wv]", "Sigil of Solace (blue) [p]"], S),
    play("alice", "wv", ["p"], M),
    once(flesh_and_blood:depends_on_text(S, M, About, _)),
    assertion(About.card == "va").

test(two_effects_counter_unknown) :-
    decided("alice", 2, E),
    alice_turn([E, E.put(source, "va3")], ["Vengeful Apparition (red) [v2]"], S),
    play("alice", "v2", [], M),
    assertion(once(flesh_and_blood:depends_on_text(S, M, _, _))),
    \+ flesh_and_blood:depends_on_text(S, M.put(as_action, true), _, _).

%   The aura's layer waits above another (or in combat) only while the
%   effect names it.
test(layer_may_wait_in_combat) :-
    decided("bob", 0, E),
    Base = _{passes:0, priority:"alice",
             chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a]", defending:[]}]},
             stack:[_{kind:"card", card:"Vengeful Apparition (blue) [v2]", controller:"bob"}],
             players:[_{name:"alice", hero:"Rhinar", action_points:0},
                      _{name:"bob", hero:"Rhinar", graveyard:["Vengeful Apparition (blue) [va]"]}]},
    short(Base.put(effects, [E.put(card, "v2")]), S1),
    state_errors(flesh_and_blood, S1, Errors1),
    assertion(Errors1 == []),
    short(Base, S0),
    state_errors(flesh_and_blood, S0, Errors0),
    assertion(Errors0 \== []).

:- end_tests(fab_leaves_next_aura).
