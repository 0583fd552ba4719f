/*  plunit tests of the Arakni Hunted Blitz Deck's card texts Flesh and
    Blood reads (rules.pl/flesh-and-blood/card_texts_hunted.pl): the
    contract cards' hits and contracts (FAB-1170, FAB-1171), Hunted or
    Hunter (FAB-1172), Leap Frog Slime Skin (FAB-1134).
    Run from the repository root:
        swipl -g "consult('tests/prolog/fab_card_texts_hunted.plt')" -g run_tests -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(support).

short(S0, S) :-
    flesh_and_blood:normalized(S0.put(game, "flesh-and-blood"), S).

zone_ids(S, Who, Zone, Ids) :-
    member(P, S.players), P.name == Who, !,
    ( get_dict(Zone, P, Cs) -> true ; Cs = [] ),
    maplist([C, Id]>>get_dict(id, C, Id), Cs, Ids).

life_of(S, Who, Life) :-
    member(P, S.players), P.name == Who, !, Life = P.life.

:- begin_tests(fab_hunted_contracts).

%   alice's Links (the last one attacking, undefended) in the reaction
%   step, passes 1: bob passes and it hits; bob's deck is Deck.
contract_hit(Links, Deck, S, Events) :-
    (   Deck == unknown -> Bob = _{name:"bob", hero:"Rhinar"} ; Bob = _{name:"bob", hero:"Rhinar", deck:Deck} ),
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:Links},
            players:[_{name:"alice", hero:"Arakni", action_points:0}, Bob]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S, Events).

hit_silvers(Attack, Top, Silvers) :-
    contract_hit([_{attack:Attack}], [Top], S, _),
    zone_ids(S, "alice", arena, Silvers).

test(modelled) :-
    forall(member(N-C, ["Annihilate the Armed"-"red", "Annihilate the Armed"-"blue",
                        "Fleece the Frail"-"red", "Nix the Nimble"-"red", "Nix the Nimble"-"blue",
                        "Plunder the Poor"-"red", "Plunder the Poor"-"blue",
                        "Sack the Shifty"-"red", "Slay the Scholars"-"red",
                        "Hunted or Hunter"-"red"]),
           \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:N, color:C})),
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Leap Frog Slime Skin"}).
test(attack_action_card_completes, Ss-B == ["a-silver"]-["t"]) :-
    contract_hit([_{attack:"Annihilate the Armed (red) [a]"}], ["Head Jab (red) [t]"], S, _),
    zone_ids(S, "alice", arena, Ss),
    zone_ids(S, "bob", banished, B).
test(other_kind_completes_nothing, Ss-B == []-["t"]) :-
    hit_silvers("Annihilate the Armed (red) [a]", "Sink Below (red) [t]", Ss),
    contract_hit([_{attack:"Annihilate the Armed (red) [a]"}], ["Sink Below (red) [t]"], S, _),
    zone_ids(S, "bob", banished, B).
test(fleece_defense_two_or_less, Ss-Ss2 == ["a-silver"]-[]) :-
    hit_silvers("Fleece the Frail (red) [a]", "Head Jab (red) [t]", Ss),        % defense 2
    hit_silvers("Fleece the Frail (red) [a]", "Sink Below (red) [t]", Ss2).     % defense 4
test(nix_reaction_card, Ss-Ss2 == ["a-silver"]-[]) :-
    hit_silvers("Nix the Nimble (red) [a]", "Sink Below (red) [t]", Ss),
    hit_silvers("Nix the Nimble (red) [a]", "Head Jab (red) [t]", Ss2).
test(plunder_cost_one_or_less, Ss-Ss2 == ["a-silver"]-[]) :-
    hit_silvers("Plunder the Poor (red) [a]", "Head Jab (red) [t]", Ss),        % cost 0
    hit_silvers("Plunder the Poor (red) [a]", "Annihilate the Armed (red) [t]", Ss1),   % cost 1
    Ss1 == ["a-silver"],
    hit_silvers("Plunder the Poor (red) [a]", "Command and Conquer (red) [t]", Ss2).    % cost 2
test(plunder_no_cost_property, Ss == []) :-
    hit_silvers("Plunder the Poor (red) [a]", "Cracked Bauble (yellow) [t]", Ss).      % no cost (CR 1.8.7)
test(sack_base_go_again, Ss-Ss2 == ["a-silver"]-[]) :-
    hit_silvers("Sack the Shifty (red) [a]", "Up Sticks and Run (blue) [t]", Ss),
    hit_silvers("Sack the Shifty (red) [a]", "Sink Below (red) [t]", Ss2).
test(slay_non_attack_action, Ss-Ss2 == ["a-silver"]-[]) :-
    hit_silvers("Slay the Scholars (red) [a]", "Blessing of Deliverance (red) [t]", Ss),
    hit_silvers("Slay the Scholars (red) [a]", "Head Jab (red) [t]", Ss2).
test(earlier_link_contract_completes, Ss == ["n-silver"]) :-
    contract_hit([_{attack:"Nix the Nimble (red) [n]", damage:0}, _{attack:"Sack the Shifty (red) [a]"}],
                 ["Sink Below (red) [t]"], S, _),
    zone_ids(S, "alice", arena, Ss).
test(two_contracts_two_silvers, Ss == ["n-silver", "a-silver"]) :-
    contract_hit([_{attack:"Nix the Nimble (red) [n]", damage:0}, _{attack:"Plunder the Poor (red) [a]"}],
                 ["Sink Below (red) [t]"], S, _),
    zone_ids(S, "alice", arena, Ss).
test(empty_deck_nothing, Rs == ['FAB-1170']) :-
    short(_{passes:1, priority:"bob",
            chain:_{step:"reaction", links:[_{attack:"Nix the Nimble (red) [a]"}]},
            players:[_{name:"alice", hero:"Arakni", action_points:0},
                     _{name:"bob", hero:"Rhinar", deck:[], hand:[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"bob", action:"pass"}, _, Events),
    findall(R, member(event(R, hunted_deck_empty, _), Events), Rs).
test(unknown_top_waits, Ch-P-Ids == "banish_top"-"bob"-[]) :-
    contract_hit([_{attack:"Nix the Nimble (red) [a]"}], unknown, S, _),
    Ch = S.pending.choice, P = S.pending.player,
    findall(Id, flesh_and_blood:invalid(Id, S, _, _), Ids).      % a valid position
test(named_top_answers, Ss-B == ["a-silver"]-[Id]) :-
    contract_hit([_{attack:"Nix the Nimble (red) [a]"}], unknown, S1, _),
    member(P0, S1.players), P0.name == "bob", !,
    P0.deck = [Top0|_],
    get_dict(id, Top0, Id),
    set_named_top(S1, "bob", Id, S2),           % the judge names the top card: a Sink Below
    next_state(flesh_and_blood, S2, _{player:"bob", action:"put", card:Id, to:"banished"}, S),
    zone_ids(S, "alice", arena, Ss),
    zone_ids(S, "bob", banished, B).
test(desire_banish_completes_contract, Ss == ["n-silver"]) :-
    contract_hit([_{attack:"Nix the Nimble (red) [n]", damage:0}, _{attack:"Desires of Flesh (red) [a]"}],
                 ["Sink Below (red) [t]"], S, _),
    zone_ids(S, "alice", arena, Ss).
test(desire_named_top_completes_contract, Ss == ["n-silver"]) :-
    contract_hit([_{attack:"Nix the Nimble (red) [n]", damage:0}, _{attack:"Desires of Flesh (red) [a]"}], unknown, S1, _),
    member(P0, S1.players), P0.name == "bob", !,
    P0.deck = [Top0|_],
    get_dict(id, Top0, Id),
    set_named_top(S1, "bob", Id, S2),           % a Sink Below
    next_state(flesh_and_blood, S2, _{player:"bob", action:"put", card:Id, to:"banished"}, S),
    zone_ids(S, "alice", arena, Ss).
test(unread_banishes_nothing, B-Ss == []-[]) :-
    contract_hit([_{attack:_{id:"a", name:"Nix the Nimble", color:"red", text_read:false}}], ["Sink Below (red) [t]"], S, _),
    zone_ids(S, "bob", banished, B),
    zone_ids(S, "alice", arena, Ss).

set_named_top(S0, Who, Id, S) :-
    maplist(named_top(Who, Id), S0.players, Ps),
    S = S0.put(players, Ps).

named_top(Who, Id, P0, P) :-
    (   get_dict(name, P0, Who)
    ->  get_dict(deck, P0, [_|Rest]),
        put_dict(deck, P0, [_{id:Id, name:"Sink Below", color:"red"}|Rest], P)
    ;   P = P0
    ).

:- end_tests(fab_hunted_contracts).

:- begin_tests(fab_hunted_or_hunter).

%   bob's Hunted or Hunter waits on the stack over alice's Cut Down to
%   Size, the link recording an attack reaction of hers or not; alice
%   passes and it resolves.
trap_resolved(Reaction, Life, S, Events) :-
    short(_{passes:1, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [a-cut]", attack_reaction:Reaction}]},
            stack:[_{kind:"card", card:"Hunted or Hunter (red) [b-trap]", controller:"bob"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0, life:Life},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_events(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S, Events).

test(after_reaction_loses_one, L == 19) :-
    trap_resolved(true, 20, S, _),
    life_of(S, "alice", L).
test(without_reaction_nothing, L == 20) :-
    trap_resolved(false, 20, S, _),
    life_of(S, "alice", L).
test(at_one_life_loses_the_game, Rs == ['FAB-701']) :-
    trap_resolved(true, 1, _, Events),
    findall(R, member(event(R, hero_defeated, _), Events), Rs).
test(held_trap_records_the_reaction, R == true) :-
    short(_{passes:0, priority:"alice",
            chain:_{step:"reaction", links:[_{attack:"Cut Down to Size (red) [a-cut]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Lunging Press (blue) [a-press]"]},
                     _{name:"bob", hero:"Rhinar", hand:["Hunted or Hunter (red) [b-trap]"]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-press", from:"hand", pitch:[], discard:[], target:"a-cut"}, S),
    [L] = S.chain.links,
    R = L.attack_reaction.

:- end_tests(fab_hunted_or_hunter).

:- begin_tests(fab_hunted_top_to_bottom).

%   alice attacks with Attack, bob defending with nothing, in the
%   reaction step; she plays Cut to the Chase (Colour) naming Target and
%   both pass: it resolves.  bob's deck is Deck.
chase_resolved(Attack, Colour, Target, Deck, S, Events) :-
    format(string(Cut), "Cut to the Chase (~w) [a-cut]", [Colour]),
    short(_{chain:_{step:"reaction", links:[_{attack:Attack}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[Cut]},
                     _{name:"bob", hero:"Rhinar", deck:Deck}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-cut", from:"hand", pitch:[], discard:[], target:Target}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events).

deck_ids(S, Who, Ids) :-
    zone_ids(S, Who, deck, Ids).

test(modelled) :-
    forall(member(C, ["red", "yellow", "blue"]),
           \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Cut to the Chase", color:C})),
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Arakni"}).
test(power_by_colour, Bs == [3, 2, 1]) :-
    findall(B, ( member(C, ["red", "yellow", "blue"]),
                 chase_resolved("Nix the Nimble (red) [a-nix]", C, "a-nix", ["Sink Below (red) [t]", 39], S, _),
                 [L] = S.chain.links, B = L.power_bonus ), Bs).
test(look_waits, Ch-P-Cs == "hunted_top_to_bottom"-"alice"-["t"]) :-
    chase_resolved("Nix the Nimble (red) [a-nix]", "red", "a-nix", ["Sink Below (red) [t]", 39], S, _),
    Ch = S.pending.choice, P = S.pending.player, Cs = S.pending.cards.
test(unknown_top_waits_too, Cs == ["bob-deck-1"]) :-
    chase_resolved("Nix the Nimble (red) [a-nix]", "red", "a-nix", 40, S, _),
    Cs = S.pending.cards.
test(put_to_bottom, Last == "t") :-
    chase_resolved("Nix the Nimble (red) [a-nix]", "red", "a-nix", ["Sink Below (red) [t]", 39], S1, _),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"put", card:"t", to:"bottom"}, S),
    deck_ids(S, "bob", Ids), last(Ids, Last),
    \+ get_dict(pending, S, _{}),
    true.
test(decline_stays, First == "t") :-
    chase_resolved("Nix the Nimble (red) [a-nix]", "red", "a-nix", ["Sink Below (red) [t]", 39], S1, _),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"decline"}, S),
    deck_ids(S, "bob", [First|_]).
test(empty_deck_nothing_waits, Rs == ['FAB-1173']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Nix the Nimble (red) [a-nix]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Cut to the Chase (red) [a-cut]"]},
                     _{name:"bob", hero:"Rhinar", deck:[], hand:[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-cut", from:"hand", pitch:[], discard:[], target:"a-nix"}, S1),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"pass"}, S2),
    next_events(flesh_and_blood, S2, _{player:"bob", action:"pass"}, S, Events),
    \+ get_dict(pending, S, _{}),
    findall(R, member(event(R, hunted_look_deck_empty, _), Events), Rs).
test(not_a_contract_attack, Ids == ['FAB-622']) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Head Jab (red) [a-jab]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Cut to the Chase (red) [a-cut]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    violation_ids(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-cut", from:"hand", pitch:[], discard:[], target:"a-jab"}, Ids).
test(arakni_contract_played_waits, Ch == "hunted_top_to_bottom") :-
    short(_{players:[_{name:"alice", hero:"Arakni", hand:["Plunder the Poor (red) [a-p]"]},
                     _{name:"bob", hero:"Rhinar", deck:["Sink Below (red) [t]", 39]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-p", from:"hand", pitch:[], discard:[]}, S),
    Ch = S.pending.choice.
test(arakni_unread_nothing_waits, P == none) :-
    short(_{players:[_{name:"alice", hero:_{id:"arakni", name:"Arakni", text_read:false}, hand:["Plunder the Poor (red) [a-p]"]},
                     _{name:"bob", hero:"Rhinar", deck:["Sink Below (red) [t]", 39]}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-p", from:"hand", pitch:[], discard:[]}, S),
    ( get_dict(pending, S, Pd), Pd \== null -> P = Pd ; P = none ).

:- end_tests(fab_hunted_top_to_bottom).

:- begin_tests(fab_hunted_shred).

%   alice's Nix the Nimble (5 power) defended by Defending; she plays Shred
%   (Colour) naming Target, it resolves, and the damage is dealt.
shred_damage(Colour, Defending, Target, Life) :-
    format(string(Shred), "Shred (~w) [a-shred]", [Colour]),
    short(_{chain:_{step:"reaction", links:[_{attack:"Nix the Nimble (red) [a-nix]", defending:Defending}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:[Shred]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    foldl([M, Sa, Sb]>>next_state(flesh_and_blood, Sa, M, Sb),
          [ _{player:"alice", action:"play", card:"a-shred", from:"hand", pitch:[], discard:[], target:Target},
            _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"},
            _{player:"alice", action:"pass"}, _{player:"bob", action:"pass"} ], S0, S),
    life_of(S, "bob", Life).

test(modelled) :-
    forall(member(C, ["red", "yellow", "blue"]),
           \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Shred", color:C})).
test(by_colour, Ls == [15, 16, 17]) :-          % Sink Below: 4 defense; -4, -3, -2 against 5 power
    findall(L, ( member(C, ["red", "yellow", "blue"]),
                 shred_damage(C, ["Sink Below (red) [b-sink]"], "b-sink", L) ), Ls).
test(never_below_zero, L == 19) :-             % Pummel 2 - 4 is 0, Sink Below 4: 1 damage
    shred_damage("red", ["Pummel (red) [b-pum]", "Sink Below (red) [b-sink]"], "b-pum", L).
test(ends_with_the_chain, Es == []) :-
    short(_{chain:_{step:"resolution", links:[_{attack:"Nix the Nimble (red) [a-nix]", defending:["Sink Below (red) [b-sink]"], damage:1}]},
            effects:[_{kind:"defense_gained", player:"bob", card:"b-sink", amount: -4, source:"a-shred", lasts:"combat_chain"}],
            players:[_{name:"alice", hero:"Rhinar", action_points:0},
                     _{name:"bob", hero:"Rhinar", life:19}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"pass"}, S1),
    next_state(flesh_and_blood, S1, _{player:"bob", action:"pass"}, S),
    ( get_dict(effects, S, Es) -> true ; Es = [] ).

:- end_tests(fab_hunted_shred).

:- begin_tests(fab_hunted_starting_point).

%   alice's Nix the Nimble in the reaction step, Starting Point equipped,
%   Lunging Press in hand.
sp_position(S) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Nix the Nimble (red) [a-nix]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, equipment:["Starting Point [a-sp]"],
                       hand:["Lunging Press (blue) [a-press]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S).

sp_move(_{player:"alice", action:"activate", card:"a-sp", ability:0, pitch:[], target:"a-nix"}).

test(modelled) :-
    \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Starting Point"}).
test(before_a_play_refused, Ids == ['FAB-1178']) :-
    sp_position(S0), sp_move(M),
    violation_ids(flesh_and_blood, S0, M, Ids).
test(after_a_play_legal, R-Ids == true-[]) :-
    sp_position(S0), sp_move(M),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-press", from:"hand", pitch:[], discard:[], target:"a-nix"}, S1),
    [L] = S1.chain.links, R = L.reacted,
    violation_ids(flesh_and_blood, S1, M, Ids).
test(not_recorded_without_starting_point, R == none) :-
    short(_{chain:_{step:"reaction", links:[_{attack:"Nix the Nimble (red) [a-nix]"}]},
            players:[_{name:"alice", hero:"Rhinar", action_points:0, hand:["Lunging Press (blue) [a-press]"]},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-press", from:"hand", pitch:[], discard:[], target:"a-nix"}, S1),
    [L] = S1.chain.links, ( get_dict(reacted, L, R0) -> R = R0 ; R = none ).
test(resolves_go_again, G == true) :-
    sp_position(S0), sp_move(M),
    next_state(flesh_and_blood, S0, _{player:"alice", action:"play", card:"a-press", from:"hand", pitch:[], discard:[], target:"a-nix"}, S1),
    next_state(flesh_and_blood, S1, M, S2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pass"}, S3),
    next_state(flesh_and_blood, S3, _{player:"bob", action:"pass"}, S),
    [L] = S.chain.links, G = L.go_again.

:- end_tests(fab_hunted_starting_point).

:- begin_tests(fab_hunted_up_sticks).

%   Up Sticks and Run (blue) of alice's waits on the stack; bob passes
%   and it resolves.  Alice's weapons, graveyard and hand are given.
up_sticks(Weapons, Graveyard, Hand, S) :-
    short(_{passes:1, priority:"bob",
            stack:[_{kind:"card", card:"Up Sticks and Run (blue) [a-up]", controller:"alice"}],
            players:[_{name:"alice", hero:"Arakni", action_points:1, weapons:Weapons, graveyard:Graveyard, hand:Hand},
                     _{name:"bob", hero:"Rhinar"}]}, S0),
    next_state(flesh_and_blood, S0, _{player:"bob", action:"pass"}, S).

choice_of(S, Ch) :-
    ( get_dict(pending, S, Pd), is_dict(Pd) -> Ch = Pd.choice ; Ch = none ).

test(modelled) :-
    forall(member(C, ["red", "yellow", "blue"]),
           \+ flesh_and_blood:unmodelled_card(_{id:"catalog", name:"Up Sticks and Run", color:C})).
test(one_dagger_pay_waits, Ch == "hunted_retrieve") :-
    up_sticks([], ["Spider's Bite [a-bite]"], ["Head Jab (red) [a-jab]"], S),
    choice_of(S, Ch).
test(two_names_which_first, Ch-Ch2-Ws == "hunted_retrieve_which"-"hunted_retrieve"-["a-kunai"]) :-
    up_sticks([], ["Spider's Bite [a-bite]", "Kunai of Retribution [a-kunai]"], ["Head Jab (red) [a-jab]"], S1),
    choice_of(S1, Ch),
    next_state(flesh_and_blood, S1, _{player:"alice", action:"target", card:"a-kunai"}, S2),
    choice_of(S2, Ch2),
    next_state(flesh_and_blood, S2, _{player:"alice", action:"pay", pitch:["a-jab"]}, S),
    zone_ids(S, "alice", weapons, Ws).
test(not_offered_refused, Ids == ['FAB-1180']) :-
    up_sticks([], ["Spider's Bite [a-bite]", "Kunai of Retribution [a-kunai]", "Head Jab (blue) [a-jab2]"], ["Head Jab (red) [a-jab]"], S1),
    violation_ids(flesh_and_blood, S1, _{player:"alice", action:"target", card:"a-jab2"}, Ids).
test(no_free_zone_nothing, Ch == none) :-
    up_sticks(["Spider's Bite [a-b1]", "Spider's Bite [a-b2]"], ["Kunai of Retribution [a-kunai]"], ["Head Jab (red) [a-jab]"], S),
    choice_of(S, Ch).
test(cannot_pay_nothing, Ch == none) :-
    up_sticks([], ["Spider's Bite [a-bite]"], [], S),
    choice_of(S, Ch).
test(no_dagger_nothing, Ch == none) :-
    up_sticks([], ["Head Jab (blue) [a-jab2]"], ["Head Jab (red) [a-jab]"], S),
    choice_of(S, Ch).

:- end_tests(fab_hunted_up_sticks).
