/*  plunit tests of the Arakni Blitz Deck's card texts Flesh and Blood
    reads (rules.pl/flesh-and-blood/card_texts_arakni.pl): Virulent Touch
    (FAB-715, FAB-726), Spike with Bloodrot (FAB-800).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_arakni.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

arena_of(S, Who, Names) :-
    member(P, S.players), P.name == Who, !,
    ( get_dict(arena, P, A) -> true ; A = [] ),
    maplist([C, N]>>get_dict(name, C, N), A, Names).

modelled(Name, Colour) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:Name, color:Colour}).

%   The damage step of alice's Attack, defended by Defending (a link
%   Extra adds fields to): both players pass, the link resolves.
link_resolved(Attack, Defending, Extra, S, Events) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"damage", links:[_{attack:Attack, defending:Defending}.put(Extra)]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

:- begin_tests(fab_arakni_virulent_touch).

test(virulent_touch_modelled) :-
    forall(member(C, ["red", "yellow", "blue"]), modelled("Virulent Touch", C)).
test(not_from_hand, Ids == ['FAB-715']) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Virulent Touch (red) [v]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"v", from:"hand", pitch:[], discard:[]}, Ids).
test(from_arsenal, Ids == []) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, arsenal:["Virulent Touch (blue) [v]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"v", from:"arsenal", pitch:[], discard:[]}, Ids).
test(defended_from_hand_creates_bloodrot_pox, Names-Rs == ["Bloodrot Pox"]-['FAB-726']) :-
    link_resolved("Virulent Touch (red) [v]", ["Head Jab (blue) [h]"], _{}, S, Events),
    arena_of(S, "bob", Names),
    findall(R, member(event(R, defended_from_hand_token_created, _), Events), Rs).
test(token_belongs_to_the_defender, Alice == []) :-
    link_resolved("Virulent Touch (yellow) [v]", ["Head Jab (blue) [h]"], _{}, S, _),
    arena_of(S, "alice", Alice).
test(undefended_creates_none, Names == []) :-
    link_resolved("Virulent Touch (red) [v]", [], _{}, S, _),
    arena_of(S, "bob", Names).
test(defended_by_equipment_creates_none, Names == []) :-
    link_resolved("Virulent Touch (red) [v]", ["Ironrot Helm [e]"], _{}, S, _),
    arena_of(S, "bob", Names).
test(defended_from_arsenal_creates_none, Names == []) :-
    link_resolved("Virulent Touch (red) [v]", ["Sink Below (red) [s]"], _{from_arsenal:["s"]}, S, _),
    arena_of(S, "bob", Names).
test(other_attack_creates_none, Names == []) :-
    link_resolved("Head Jab (red) [v]", ["Head Jab (blue) [h]"], _{}, S, _),
    arena_of(S, "bob", Names).
test(unread_creates_none, Names == []) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", hand:["Virulent Touch (red) [v]"]}, _{name:"bob", hero:"Rhinar"}]}, S1),
    member(P, S1.players), P.name == "alice", !, P.hand = [A0],
    link_resolved(A0.put(text_read, false), ["Head Jab (blue) [h]"], _{}, S, _),
    arena_of(S, "bob", Names).
test(arsenal_reaction_recorded, Ids == ["s"]) :-
    short(_{passes:0, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Virulent Touch (red) [v]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", arsenal:["Sink Below (red) [s]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"s", from:"arsenal", pitch:[], discard:[]}, S),
    last(S.chain.links, L),
    Ids = L.from_arsenal.

:- end_tests(fab_arakni_virulent_touch).

:- begin_tests(fab_arakni_spike).

spike_position(Attack, Defending, S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Spike with Bloodrot (red) [k]", "Head Jab (blue) [p]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

spike_resolved(Attack, Defending, Target, S, Events) :-
    spike_position(Attack, Defending, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"k", from:"hand", pitch:["p"], discard:[], target:Target}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

test(spike_modelled) :-
    modelled("Spike with Bloodrot", "red").
test(targets_only_stealth_attack_action_cards, Ts == ["a", "d"]) :-
    spike_position("Infect (blue) [a]", ["Wither (red) [d]", "Head Jab (red) [h]"], S),
    findall(T, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "k"), get_dict(target, M, T) ), Ts0),
    msort(Ts0, Ts).
test(no_target_without_stealth, Ids == ['FAB-622']) :-
    spike_position("Head Jab (red) [a]", [], S),
    violation_ids(flesh_and_blood, S, _{player:"alice", action:"play", card:"k", from:"hand", pitch:["p"], discard:[], target:"a"}, Ids).
test(resolves_into_power_and_a_hit_token, B-Ts-Rs == 3-["Bloodrot Pox"]-['FAB-800', 'FAB-800']) :-
    spike_resolved("Isolate (red) [a]", [], "a", S, Events),
    last(S.chain.links, L),
    B = L.power_bonus,
    Ts = L.hit_tokens,
    findall(R, ( member(event(R, E, _), Events), memberchk(E, [target_gains_power, hit_token_gained]) ), Rs).
test(defending_target_gains_no_hit_token, Ts == none) :-
    spike_resolved("Isolate (red) [a]", ["Wither (red) [d]"], "d", S, _),
    last(S.chain.links, L),
    ( get_dict(hit_tokens, L, Ts) -> true ; Ts = none ).
test(hit_creates_the_gained_token, Names-Rs == ["Bloodrot Pox"]-['FAB-800']) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Isolate (red) [a]", hit_tokens:["Bloodrot Pox"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    arena_of(S, "bob", Names),
    findall(R, member(event(R, hit_token_created, _), Events), Rs).
test(no_hit_creates_none, Names == []) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Isolate (blue) [a]", defending:["Sink Below (red) [s]"], hit_tokens:["Bloodrot Pox"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    arena_of(S, "bob", Names).

:- end_tests(fab_arakni_spike).

:- begin_tests(fab_arakni_hero).

%   The damage step of alice's Attack (hero Hero, effects Es): both pass,
%   the link resolves; AP is alice's action points then.
resolved_ap(Hero, Attack, Es, AP, S, Events) :-
    short(_{passes:1, priority:"bob", effects:Es,
            chain:_{step:"damage", links:[_{attack:Attack, damage:1}]},
            players:[_{name:"alice", hero:Hero, action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events),
    member(P, S.players), P.name == "alice", !,
    AP = P.action_points.

test(arakni_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Arakni, Solitary Confinement"}).
test(first_stealth_attack_has_go_again, AP-Rs == 1-['FAB-801']) :-
    resolved_ap("Arakni, Solitary Confinement", "Sedate (blue) [a]", [], AP, _, Events),
    findall(R, member(event(R, first_stealth_attack_go_again, _), Events), Rs).
test(resolution_records_the_first, Ids == ["a"]) :-
    resolved_ap("Arakni, Solitary Confinement", "Sedate (blue) [a]", [], _, S, _),
    findall(Id, ( member(E, S.effects), E.kind == "first_stealth_attack", Id = E.card ), Ids).
test(another_hero_gives_none, AP == 0) :-
    resolved_ap("Rhinar", "Sedate (blue) [a]", [], AP, _, _).
test(no_stealth_gives_none, AP == 0) :-
    resolved_ap("Arakni, Solitary Confinement", "Cut Down to Size (red) [a]", [], AP, _, _).
test(an_earlier_first_gives_none, AP == 0) :-
    resolved_ap("Arakni, Solitary Confinement", "Sedate (blue) [a]",
                [_{kind:"first_stealth_attack", player:"alice", card:"w"}], AP, _, _).
test(the_recorded_first_has_it, AP == 1) :-
    resolved_ap("Arakni, Solitary Confinement", "Sedate (blue) [a]",
                [_{kind:"first_stealth_attack", player:"alice", card:"a"}], AP, _, _).
test(abilities_lost_give_none, AP == 0) :-
    resolved_ap("Arakni, Solitary Confinement", "Sedate (blue) [a]",
                [_{kind:"hero_loses_abilities", player:"alice"}], AP, _, _).
test(second_link_is_not_first, AP == 0) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"damage", links:[_{attack:"Wither (red) [w]", damage:1}, _{attack:"Sedate (blue) [a]", damage:1}]},
            players:[_{name:"alice", hero:"Arakni, Solitary Confinement", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    member(P, S.players), P.name == "alice", !,
    AP = P.action_points.
test(opening_records_the_first, Ids == ["i"]) :-
    short(_{priority:"alice",
            players:[_{name:"alice", hero:"Arakni, Solitary Confinement", action_points:1, hand:["Infect (red) [i]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"i", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    findall(Id, ( member(E, S.effects), E.kind == "first_stealth_attack", Id = E.card ), Ids).

:- end_tests(fab_arakni_hero).

:- begin_tests(fab_arakni_trap).

%   Bob, with priority in the reaction step of alice's attack (its link
%   with attack_reaction Reacted), plays Bloodrot Trap from Zone; both
%   pass, it resolves.
trap_resolved(Reacted, Zone, S, Events) :-
    short(_{passes:0, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [a]", attack_reaction:Reacted}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar"}.put(Zone, ["Bloodrot Trap (red) [t]"])]}, S0),
    atom_string(Zone, From),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"play", card:"t", from:From, pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S, Events).

reacted_link(BobHand, Reacted) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [a]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Lunging Press (blue) [p]"]},
                     _{name:"bob", hero:"Rhinar", hand:BobHand}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"p", from:"hand", pitch:[], discard:[], target:"a"}, S),
    last(S.chain.links, L),
    ( get_dict(attack_reaction, L, Reacted) -> true ; Reacted = none ).

test(trap_modelled) :-
    modelled("Bloodrot Trap", "red").
test(after_a_reaction_the_attacker_gets_bloodrot_pox, Names-Bob-Rs == ["Bloodrot Pox"]-[]-['FAB-802']) :-
    trap_resolved(true, hand, S, Events),
    arena_of(S, "alice", Names),
    arena_of(S, "bob", Bob),
    findall(R, member(event(R, trap_token_created, _), Events), Rs).
test(from_the_arsenal_too, Names == ["Bloodrot Pox"]) :-
    trap_resolved(true, arsenal, S, _),
    arena_of(S, "alice", Names).
test(without_a_reaction_none, Names == []) :-
    trap_resolved(false, hand, S, _),
    arena_of(S, "alice", Names).
test(trap_defends, Ids == ["t"]) :-
    trap_resolved(false, hand, S, _),
    last(S.chain.links, L),
    maplist([C, Id]>>get_dict(id, C, Id), L.defending, Ids).
test(reaction_recorded_beside_a_trap, R == true) :-
    reacted_link(["Bloodrot Trap (red) [t]"], R).
test(reaction_not_recorded_without_a_trap, R == none) :-
    reacted_link(["Sink Below (red) [s]"], R).

:- end_tests(fab_arakni_trap).

:- begin_tests(fab_arakni_toxic_tips).

hit_with_choice(Attack, Defending, S, Events) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack, defending:Defending,
                                               hit_token_choice:["Frailty", "Inertia", "Bloodrot Pox"]}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

test(toxic_tips_modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Toxic Tips"}).
test(activation_offered) :-
    short(_{players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Head Jab (blue) [p]"], equipment:["Toxic Tips [t]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S),
    findall(M, ( legal_move(flesh_and_blood, S, M), get_dict(card, M, "t") ), Ms),
    Ms = [_|_].
test(effect_made, Ks == ["next_attack_action_card_hit_token"]) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"ability", source:"t", controller:"alice", ability:0, type:"action", effect:"other", go_again:true}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, graveyard:["Toxic Tips [t]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S),
    findall(K, ( member(E, S.effects), K = E.kind ), Ks).
test(attack_action_card_uses_it, Ts-Es == ["Frailty", "Inertia", "Bloodrot Pox"]-[]) :-
    short(_{effects:[_{kind:"next_attack_action_card_hit_token", player:"alice", source:"t"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Isolate (red) [i]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"i", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    Ts = L.hit_token_choice,
    ( get_dict(effects, S, Es) -> true ; Es = [] ).
test(other_players_effect_waits, R == none) :-
    short(_{effects:[_{kind:"next_attack_action_card_hit_token", player:"bob", source:"t"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:1, hand:["Isolate (red) [i]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"i", from:"hand", pitch:[], discard:[]}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_state(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S),
    last(S.chain.links, L),
    ( get_dict(hit_token_choice, L, R) -> true ; R = none ).
test(hit_asks_the_token, Pd-Ms == "hit_token"-[1, 2, 3]) :-
    hit_with_choice("Isolate (red) [a]", [], S, _),
    Pd = S.pending.choice,
    findall(Mo, ( legal_move(flesh_and_blood, S, M), get_dict(mode, M, Mo) ), Ms).
test(answer_creates_it, Names == ["Inertia"]) :-
    hit_with_choice("Isolate (red) [a]", [], S0, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"mode", mode:2}, S),
    arena_of(S, "bob", Names).
test(no_hit_asks_none, P == none) :-
    hit_with_choice("Isolate (blue) [a]", ["Sink Below (red) [s]"], S, _),
    ( get_dict(pending, S, P0), P0 \== null -> P = P0 ; P = none ).
test(beside_death_touch_both_asked, Names == ["Frailty", "Bloodrot Pox"]) :-
    hit_with_choice("Death Touch (red) [a]", [], S0, _),
    \+ get_dict(tokens, S0.pending, _),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"mode", mode:1}, S1),
    get_dict(tokens, S1.pending, _),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"mode", mode:3}, S),
    arena_of(S, "bob", Names).

:- end_tests(fab_arakni_toxic_tips).

:- begin_tests(fab_arakni_malign).

%   Bob, whose arena holds Spectral Shield (Ward 1) and equipment Eq,
%   passes in the reaction step of alice's Attack (undefended).
malign_hit(Attack, Eq, S, Events) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Katsu", life:10, equipment:Eq, arena:["Spectral Shield [w]"],
                       hand:["Sink Below (red) [s]"]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

bob(S, P) :- member(P, S.players), P.name == "bob", !.

test(malign_modelled) :-
    forall(member(C, ["red", "yellow", "blue"]), modelled("Malign", C)).
test(ward_destroyed_preventing_none, Life-Arena-Rs == 7-[]-['FAB-804', 'FAB-804']) :-
    malign_hit("Malign (red) [m]", [], S, Events),
    bob(S, P), Life = P.life,
    arena_of(S, "bob", Arena),
    findall(R, ( member(event(R, K, _), Events), memberchk(K, [damage_unpreventable, ward_prevents_none]) ), Rs).
test(ward_prevents_another_attack, Life-Arena == 8-[]) :-
    malign_hit("Isolate (red) [m]", [], S, _),
    bob(S, P), Life = P.life,
    arena_of(S, "bob", Arena).
test(quell_asked, U == true) :-
    malign_hit("Malign (red) [m]", ["Quelling Slippers [q]"], S, _),
    S.pending.choice == "quell",
    U = S.pending.unpreventable.
test(quell_choices_all_offered, Sets == [[], ["q"], ["q", "w"]]) :-
    malign_hit("Malign (red) [m]", ["Quelling Slippers [q]"], S, _),
    findall(Ids, ( legal_move(flesh_and_blood, S, M), M.action == "prevent", Ids = M.cards ), Sets0),
    list_to_set(Sets0, Sets1),
    msort(Sets1, Sets).
test(quell_paid_prevents_none, Life-Es == 7-["quell_destroys"]) :-
    malign_hit("Malign (red) [m]", ["Quelling Slippers [q]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"prevent", cards:["q"], pitch:["s"]}, S),
    bob(S, P), Life = P.life,
    findall(K, ( member(E, S.effects), K = E.kind ), Es).
test(quell_prevents_another_attack, Life == 10) :-
    malign_hit("Isolate (blue) [m]", ["Quelling Slippers [q]"], S0, _),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"prevent", cards:["q"], pitch:["s"]}, S),
    bob(S, P), Life = P.life.

:- end_tests(fab_arakni_malign).
