/*  Flesh and Blood: the hero of the Arakni, Web of Deceit Blitz Deck,
    Arakni, Web of Deceit, and what becomes of it at the end phase.

    Part of game.pl, included after card_texts_zen.pl, whose relations
    and those of the files before it it reuses (card_text_read/2 names
    every text read; a card whose whole text is read is modelled).  Read
    here (Flesh and Blood Comprehensive Rules, Legend Story Studios, as
    published February 2026):

    - Arakni, Web of Deceit: "Your attacks with stealth that are
      attacking a marked hero get +1{p} and 'When this hits, this gets go
      again.'" (FAB-1500: the power is the chain link's marked_power,
      card_texts_fang_2.pl's marked_power/3, which agents_marked_power/3
      extends);
    - Arakni, Web of Deceit: "At the beginning of your end phase, if an
      opponent is marked, you become a random Agent of Chaos." (FAB-1501:
      the agents_become choice, answered by a name move naming the Agent
      of Chaos drawn at random, FAB-1502): the hero card becomes that
      demi-hero (CR 8.5.25), its life total kept (8.5.25e, 2.5.3c).

    The six Agents of Chaos (Arakni, Black Widow; Funnel Web;
    Orb-Weaver; Redback; Tarantula; Trap-Door):

    - each: "At the beginning of your end phase, return to the brood."
      (FAB-1503: CR 8.5.52, the become effect ceases; the hero card is
      the card its became_from names again, which the name move
      records);
    - Arakni, Redback and Arakni, Tarantula: "Once per Turn Attack
      Reaction - Discard an Assassin card: Target Assassin attack (Tarantula:
      dagger attack) gets +3{p}." and Redback's "If it has stealth, it
      gets go again." (FAB-1504, FAB-1505);
    - Arakni, Tarantula: "Whenever a dagger you own hits a hero, they
      lose 1{h}." (FAB-1506);
    - Arakni, Orb-Weaver: "Graphene Chelicerae cost you {r} less to
      activate. Once per Turn Instant - Discard an Assassin card: Equip
      a Graphene Chelicera token. Your next attack with stealth this
      turn gets +3{p}." (FAB-1507, with FAB-1504's cost);
    - Arakni, Black Widow and Arakni, Funnel Web: Redback's attack
      reaction, its rider on a target with stealth "When this hits a
      hero, they banish a card from their hand." / "... banish a card in
      their arsenal." (FAB-1508, FAB-1509: the choices
      agents_widow_banish, agents_funnel_banish).

    Arakni, Trap-Door's "When you become this, you may search your deck
    for a card, banish it face-down, then shuffle. If it's a trap, you
    may play it until the start of your next turn." is read in
    card_texts_hidden.pl (FAB-1296 ... FAB-1299): the name move's
    effect calls its hidden_trapdoor_became//3.  A position may
    name one of them as a player's hero (FAB-101: a hero card that
    became a demi-hero).
*/

:- discontiguous card_text_read/2, rule/5, broken/4, message//1, choice_action/2, choice_phase/2,
   choice_candidate/3, pending_problem/4, choice_words//1, text_choice_words//2, not_asked_words/2,
   effect//4, own_controlled_choice/1, rule_fact/4, fact_words//1, text_abilities/2,
   text_ability_effect/1, ability_text_resolved//5, targeting/4, targeted_rule/2, legal_target/3,
   spec_words/2, moot/3, allowed_by_text/5, card_text_partly_read/1.

%   The texts read here (card_text_read/2):
%
%       agents_stealth_marked_power(1), agents_stealth_marked_hit_go_again
%                               Arakni, Web of Deceit: "Your attacks with
%                               stealth that are attacking a marked hero
%                               get +1{p} and \"When this hits, this gets
%                               go again.\"" (FAB-1500)
%       agents_end_phase_become   Arakni, Web of Deceit: "At the beginning
%                               of your end phase, if an opponent is
%                               marked, you become a random Agent of
%                               Chaos." (FAB-1501, FAB-1502)

card_text_read("Arakni, Web of Deceit", agents_stealth_marked_power(1)).
card_text_read("Arakni, Web of Deceit", agents_stealth_marked_hit_go_again).
card_text_read("Arakni, Web of Deceit", agents_end_phase_become).

%!  agent_of_chaos(?Name:string) is nondet.
%
%   Name is a card with the trait Agent of Chaos (CR 2.13.3a, 2.13.4):
%   the six demi-heroes of the Arakni, Web of Deceit Blitz Deck, which
%   are all the cards of the catalog with the trait.

agent_of_chaos("Arakni, Black Widow").
agent_of_chaos("Arakni, Funnel Web").
agent_of_chaos("Arakni, Orb-Weaver").
agent_of_chaos("Arakni, Redback").
agent_of_chaos("Arakni, Tarantula").
agent_of_chaos("Arakni, Trap-Door").

%   agents_hero_reads(+S, +Player, +Reading): Player's hero is a card
%   whose text read here is Reading, its abilities not lost (Humble,
%   Crush Confidence: FAB-624).
agents_hero_reads(S, Who, Reading) :-
    player(S, Who, P),
    text_read_name(P.hero, Name),
    card_text_read(Name, Reading),
    \+ hero_abilities_lost(S, Who).             % card_texts_bravo.pl (FAB-624)

                 /*******************************
                 *   STEALTH AGAINST THE MARKED *
                 *******************************/

rule('FAB-1500', effect, "Arakni, Web of Deceit: its player's attacks with stealth attacking a marked hero get +1 power and go again when they hit",
     "While a player's hero is Arakni, Web of Deceit (its text read, its abilities not lost: Humble, Crush Confidence, FAB-624), each of their attacks with stealth (an attack action card's, or a weapon's with stealth: the Graphene Chelicera token's) that is attacking a marked hero (FAB-1037) has +1 power: its chain link keeps it with the other power given while attacking a marked hero (marked_power, FAB-1050), set again whenever a hero is marked or a hit removes the mark, and the damage counts it. When such an attack hits (deals damage to the defending hero, who was marked as the hit happened: the hit removes the mark as part of the hit event), its chain link gets go again (its player gains an action point as it resolves, FAB-503). An attack without stealth, or one attacking an unmarked hero, gets neither; a hero that has become an Agent of Chaos (FAB-1501) is no longer Arakni, Web of Deceit and gives nothing.",
     ruling("Бій - ... Ланцюжок бою може мати багато атак (ланцюжків).",
            "Arakni, Web of Deceit: \"Your attacks with stealth that are attacking a marked hero get +1{p} and 'When this hits, this gets go again.'\" CR 5.4.7 (a static ability with a condition applies while it holds), 1.7.4 (a hero's abilities are functional in the arena), 8.3.24 (stealth), 9.3.2b and 9.3.3 (a marked hero stays marked until hit by an opponent's source; the mark is removed as part of the hit event, so the attack hits a marked hero), 7.5.5 (an attack hits when it deals damage to the hero), 8.3.5 and 7.6.2 (go again, read as the chain link resolves), 1.4.3a (a weapon's attack-proxy has its source's keywords), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the granted triggered-layer at once, as the damage is dealt: nothing in the position can answer it.")).

%!  agents_marked_power(+State, +Link, -Power:integer) is det.
%
%   What Arakni, Web of Deceit gives Link's attack while it attacks a
%   marked hero (FAB-1500): +1 with stealth, its controller's hero
%   reading it; else 0.  card_texts_fang_2.pl's marked_power/3 adds it
%   (it asks first that the defending hero be marked).

agents_marked_power(S, L, N) :-
    (   link_attack(L, A),
        has_stealth(A),                         % card_texts_uzuri.pl
        agents_hero_reads(S, L.controller, agents_stealth_marked_power(N0))
    ->  N = N0
    ;   N = 0
    ).

%!  agents_hit(+State0, +State1, +Link, +Attack, -State)// is det.
%
%   Link's Attack hit its defending hero: State0 is the position before
%   the hit, State1 after it (the mark removed).  An attack with stealth
%   of a player whose hero is Arakni, Web of Deceit, that hit a hero
%   marked in State0, gets go again (FAB-1500).  card_texts.pl's
%   attack_hit//4 calls it after web_hit//5.

agents_hit(S0, S1, L, A, S) -->
    agents_hit_marked(S0, S1, L, A, S2),
    agents_dagger_hit(S2, L.controller, L.defender, A, S).      % FAB-1506

agents_hit_marked(S0, S1, L, A, S) -->
    (   { has_stealth(A),
          Who = L.controller,
          agents_hero_reads(S0, Who, agents_stealth_marked_hit_go_again),
          marked(S0, L.defender),               % card_texts_fang.pl
          chain_open(S1),
          card_id(A, AId),
          active_link_replaced(S1, L0, L1, S),  % position.pl
          link_attack(L0, A0), card_id(A0, AId0), AId0 == AId,
          L1 = L0.put(go_again, true),
          player(S0, Who, P), card_id(P.hero, HId)
        }
    ->  [ event('FAB-1500', agents_marked_hit_go_again, _{player:Who, attack:AId, by:HId}) ]
    ;   { S = S1 }
    ).

message(event(agents_marked_hit_go_again, F, S0)) -->
    { event_card(S0, F.attack, A), event_card(S0, F.by, H) },
    [ "~w, an attack with stealth, hits a marked hero: it gets go again (~w)"-[A, H] ].

                 /*******************************
                 *    A RANDOM AGENT OF CHAOS   *
                 *******************************/

rule('FAB-1501', effect, "Arakni, Web of Deceit: at the beginning of its player's end phase, with an opponent marked, the hero becomes a random Agent of Chaos",
     "At the beginning of the end phase of a player whose hero is Arakni, Web of Deceit (its text read, its abilities not lost: FAB-624), if the other player is marked (FAB-1037), the hero becomes an Agent of Chaos drawn at random from the six cards with that trait (Arakni, Black Widow; Arakni, Funnel Web; Arakni, Orb-Weaver; Arakni, Redback; Arakni, Tarantula; Arakni, Trap-Door). The draw is random: the position waits for it (the agents_become choice, its player and controller the turn player), and a name move names the agent drawn (FAB-1502). The hero card then is that demi-hero: its name and text are the agent's (read by FAB-1503 to FAB-1509; Arakni, Trap-Door's \"When you become this, ...\" by FAB-1296, its search asked before the end-phase effects), the card it was kept as its became_from, its id and its player's life total stay (the agent's life is *, the printed life of Arakni, Web of Deceit: the base life does not change). It resolves after the intimidated cards return (FAB-528), Dawnblade's counter (FAB-589) and blood debt (FAB-931), before the end-phase effects of the arena's permanents (FAB-209), which follow the name move: no effect rulecheck reads at that moment marks or unmarks a hero, or reads the hero's name or text, so no order of the two changes the position. With no opponent marked nothing happens.",
     ruling("У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "Arakni, Web of Deceit: \"At the beginning of your end phase, if an opponent is marked, you become a random Agent of Chaos.\" CR 4.4.2 (the beginning of the end phase triggers effects that resolve before the turn ends), 6.6.5 (a triggered effect with a condition triggers only if it is met), 2.13.3a and 2.13.4 (Agents of Chaos is a trait; an effect that refers to a group by a trait refers to all cards with it, and \"a random Agent of Chaos\" selects one at random from that group), 1.1.1a (a player's way to generate uniform random values), 8.5.25 and 8.5.25a (become: the object loses all its properties and gets the copyable, printed properties of the reference), 8.5.25e and 1.12.3b (a reference's * property, the agents' life, is the printed value of the original object: 20), 2.5.3c (the life total is recalculated from the new base life: unchanged), 8.1.11 (demi-heroes), 9.3 (marked), 6.6.6b (the player orders their triggered-layers), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The agent is random: the judge or the tool running the game names it, as for a roll's result (FAB-576) or a random discard (FAB-682).")).

rule('FAB-1502', constraint, "The name move names the Agent of Chaos drawn",
     "A name move answers the agents_become choice (FAB-1501): it names one of the six Agents of Chaos (Arakni, Black Widow; Arakni, Funnel Web; Arakni, Orb-Weaver; Arakni, Redback; Arakni, Tarantula; Arakni, Trap-Door), with nothing pitched: the draw costs nothing.",
     ruling("",
            "Arakni, Web of Deceit: \"... you become a random Agent of Chaos.\" CR 2.13.3a and 2.13.4 (the group of all cards with the trait Agents of Chaos, from which one is selected at random), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  agents_end_phase(+State0, +Trigger, -State)// is det.
%
%   Trigger is end_phase: the turn player's hero, Arakni, Web of Deceit,
%   with the other player marked, waits for the Agent of Chaos drawn at
%   random (FAB-1501).  triggers.pl's triggers//3 calls it before the
%   arena's triggered effects, which wait for the name move.

agents_end_phase(S0, end_phase, S) -->
    { TP = S0.turn_player,
      \+ game_over(S0, _),
      agents_hero_reads(S0, TP, agents_end_phase_become),
      opponent(S0, TP, O),
      marked(S0, O),                            % card_texts_fang.pl
      player(S0, TP, P),
      card_id(P.hero, HId)
    },
    !,
    (   { \+ pending(S0, _) }
    ->  { S = S0.put(pending, _{choice:"agents_become", player:TP, controller:TP, source:P.hero}) },
        [ event('FAB-1501', agents_become_waits, _{player:TP, card:HId, opponent:O}) ]
    ;   { S = S0 },
        [ event('FAB-1501', choice_not_asked, _{player:TP, card:HId, choice:"agents_become"}) ]
    ).
agents_end_phase(S0, end_phase, S) -->          % FAB-1503: an Agent of Chaos returns to the brood
    { TP = S0.turn_player,
      \+ game_over(S0, _),
      agents_hero_reads(S0, TP, agents_return_to_brood),
      player(S0, TP, P0),
      Hero0 = P0.hero,
      card_id(Hero0, HId),
      text_read_name(Hero0, Agent),
      agents_brood_hero(Hero0, From, Known),
      (   get_dict(id, Hero0, Id0) -> Hero = _{id:Id0, name:From} ; Hero = _{name:From} ),
      set_player(S0, P0.put(hero, Hero), S)
    },
    !,
    [ event('FAB-1503', agents_returned_to_brood, _{player:TP, card:HId, agent:Agent, hero:From, known:Known, life:P0.life}) ].
agents_end_phase(S, _, S) --> [].

%   agents_end_phase_waits(+State): the agents_become choice waits; the
%   arena's end-phase effects follow its answer (triggers.pl).
agents_end_phase_waits(S) :-
    pending(S, Pd),
    Pd.choice == "agents_become".

own_controlled_choice("agents_become").         % choices.pl: its player controls it
choice_action("agents_become", "name").
choice_phase("agents_become", "end").
not_asked_words("agents_become", "which Agent of Chaos the hero becomes, and it stays Arakni, Web of Deceit").

choice_words("agents_become") --> [ "the Agent of Chaos drawn at random that Arakni, Web of Deceit becomes (a name move)" ].
text_choice_words("agents_become", Source) -->
    [ "the Agent of Chaos ~w becomes, drawn at random (name)"-[Source] ].

choice_candidate("name", S, _{player:Who, action:"name", name:Name, pitch:[]}) :-
    pending(S, Pd),
    Pd.choice == "agents_become",
    Who = Pd.player,
    agent_of_chaos(Name).

broken('FAB-1502', S, M, Reason) :-
    get_dict(action, M, "name"),
    pending(S, Pd),
    Pd.choice == "agents_become",
    get_dict(name, M, Name),
    (   \+ agent_of_chaos(Name)
    ->  Reason = agents_not_an_agent(Name)
    ;   key_value(pitch, M, [], [_|_])
    ->  Reason = agents_naming_costs_nothing
    ).

rule_fact('FAB-1502', S, _, agents_offered(Who)) :-
    pending(S, Pd),
    Pd.choice == "agents_become",
    Who = Pd.player.

fact_words(agents_offered(Who)) -->
    [ "~w names the Agent of Chaos drawn: Arakni, Black Widow, Funnel Web, Orb-Weaver, Redback, Tarantula or Trap-Door, nothing pitched"-[Who] ].

message(agents_not_an_agent(Name)) -->
    [ "~w is not an Agent of Chaos: Arakni, Web of Deceit becomes Arakni, Black Widow, Funnel Web, Orb-Weaver, Redback, Tarantula or Trap-Door (CR 2.13.4)"-[Name] ].
message(agents_naming_costs_nothing) -->
    [ "naming the Agent of Chaos drawn costs nothing: the move pitches no card" ].
message(no_choice_waits("agents_become")) -->
    [ "no Agent of Chaos waits: name answers Arakni, Web of Deceit's draw at the beginning of the end phase" ].

%   The name move: the hero becomes the agent named, its id and life
%   total kept; the arena's end-phase effects then resolve (FAB-209),
%   and the intimidated cards the turn player put last return
%   (FAB-632).
effect(name, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "agents_become",
      Who = M.player,
      choice_answered(S0, S1),
      player(S1, Who, P0),
      Hero0 = P0.hero,
      card_id(Hero0, HId),
      text_read_name(Hero0, From),
      (   get_dict(id, Hero0, Id0)
      ->  Hero = _{id:Id0, name:M.name, became_from:From}     % FAB-1503: the card it returns to
      ;   Hero = _{name:M.name, became_from:From}
      ),
      set_player(S1, P0.put(hero, Hero), S2)
    },
    [ event('FAB-1501', agents_became, _{player:Who, card:HId, from:From, agent:M.name, life:P0.life}) ],
    hidden_trapdoor_became(S2, Who, S3),        % card_texts_hidden.pl: Trap-Door's search (FAB-1296), then FAB-209's fired//4
    (   { pending(S3, _) ; game_over(S3, _) }
    ->  { S = S3 }
    ;   intimidated_return(S3, S)               % choices.pl: none left unless the turn player put them last (FAB-632)
    ).

pending_problem(S, Pd, [player], agents_no_become(P)) :-   % FAB-1501
    Pd.choice == "agents_become",
    get_dict(player, Pd, P),
    \+ ( P == S.turn_player,
         S.phase == "end",
         agents_hero_reads(S, P, agents_end_phase_become),
         opponent(S, P, O),
         marked(S, O) ).

message(agents_no_become(P)) -->
    [ "no Agent of Chaos waits for ~w: the draw waits only at the beginning of ~w's end phase, their hero Arakni, Web of Deceit (its text read) and the other player marked (FAB-1501)"-[P, P] ].

message(event(agents_become_waits, F, S0)) -->
    { event_card(S0, F.card, H) },
    [ "the end phase begins and ~w is marked: ~w becomes a random Agent of Chaos (a name move names the one drawn)"-[F.opponent, H] ].
message(event(agents_became, F, _)) -->
    [ "~w's hero, ~w, becomes ~w, drawn at random; its life total stays ~d"-[F.player, F.from, F.agent, F.life] ].

move_words_agents(S, M) -->
    { pending(S, Pd), card_label(Pd.source, Src) },
    [ M.player, " names ", M.name, ", the Agent of Chaos drawn at random, for ", Src ].

%   The name move makes the hero the agent named: where rulecheck does
%   not read all of its text (none now: Arakni, Trap-Door's "When you
%   become this, ..." is card_texts_hidden.pl's), the answer assumes it changes nothing (FAB-119), as for a
%   card the move names as its own (permanents.pl).
:- discontiguous answer_assumption/4.
answer_assumption(S, M, _{card:HId, name:Name}, text_not_modelled(Name)) :-
    get_dict(action, M, "name"),
    pending(S, Pd),
    Pd.choice == "agents_become",
    get_dict(name, M, Name),
    agent_of_chaos(Name),
    \+ text_read_card(_{name:Name}),            % card_texts.pl
    card_id(Pd.source, HId).

                 /*******************************
                 *     THE AGENTS OF CHAOS      *
                 *******************************/

%   The texts of the Agents of Chaos read here (card_text_read/2):
%
%       agents_return_to_brood  every agent: "At the beginning of your end
%                               phase, return to the brood." (FAB-1503)
%       agents_reaction_pump(Kind, N, Rider)
%                               Arakni, Redback: "Once per Turn Attack
%                               Reaction - Discard an Assassin card:
%                               Target Assassin attack gets +3{p}. If it
%                               has stealth, it gets go again." (Kind
%                               assassin, Rider go_again); Arakni,
%                               Tarantula: "... Target dagger attack gets
%                               +3{p}." (Kind dagger, Rider none)
%                               (FAB-1504, FAB-1505)
%       agents_dagger_hit_life_loss(N)
%                               Arakni, Tarantula: "Whenever a dagger you
%                               own hits a hero, they lose 1{h}."
%                               (FAB-1506)
%       agents_chelicera_cost_less(N), agents_equip_chelicera_stealth_power(N)
%                               Arakni, Orb-Weaver (FAB-1507)
%       agents_reaction_pump(assassin, 3, hit_banish(Zone))
%                               Arakni, Black Widow (hand), Arakni,
%                               Funnel Web (arsenal) (FAB-1508)
%
%   Arakni, Trap-Door's deck search as it becomes the hero is read in
%   card_texts_hidden.pl (FAB-1296).

card_text_read("Arakni, Black Widow", agents_return_to_brood).
card_text_read("Arakni, Funnel Web", agents_return_to_brood).
card_text_read("Arakni, Orb-Weaver", agents_return_to_brood).
card_text_read("Arakni, Redback", agents_return_to_brood).
card_text_read("Arakni, Tarantula", agents_return_to_brood).
card_text_read("Arakni, Trap-Door", agents_return_to_brood).
card_text_read("Arakni, Redback", agents_reaction_pump(assassin, 3, go_again)).
card_text_read("Arakni, Tarantula", agents_reaction_pump(dagger, 3, none)).
card_text_read("Arakni, Tarantula", agents_dagger_hit_life_loss(1)).
card_text_read("Arakni, Black Widow", agents_reaction_pump(assassin, 3, hit_banish(hand))).
card_text_read("Arakni, Funnel Web", agents_reaction_pump(assassin, 3, hit_banish(arsenal))).
card_text_read("Arakni, Orb-Weaver", agents_chelicera_cost_less(1)).
card_text_read("Arakni, Orb-Weaver", agents_equip_chelicera_stealth_power(3)).


rule('FAB-1503', effect, "An Agent of Chaos returns to the brood at the beginning of its player's end phase",
     "At the beginning of the end phase of a player whose hero is an Agent of Chaos (Arakni, Black Widow; Funnel Web; Orb-Weaver; Redback; Tarantula; Trap-Door; that text read, its abilities not lost: Humble, Crush Confidence, FAB-624), the hero returns to the brood: the become effect that made it the agent ceases to exist, and the hero card is again the card it was (the hero's became_from, which the name move of FAB-1502 records: Arakni, Web of Deceit), its id and its player's life total kept (the base life is the printed one throughout). Only the agent's text is the hero's as the end phase begins, so Arakni, Web of Deceit's own \"at the beginning of your end phase\" (FAB-1501) does not trigger in that end phase: it becomes an agent again at the next one, an opponent then marked. Where the position does not say which card the hero was (no became_from), the answer assumes Arakni, Web of Deceit and says so. No effect rulecheck reads at that moment reads the hero's name or text, so its order among the other end-phase effects (FAB-209, FAB-528, FAB-931) changes no position.",
     ruling("У кінцевій фазі ви виконуєте всі ефекти, які відбуваються «на початку кінцевої фази»",
            "Arakni, Black Widow, Funnel Web, Orb-Weaver, Redback, Tarantula, Trap-Door: \"At the beginning of your end phase, return to the brood.\" CR 8.5.52 (Return to the Brood is a discrete effect: the existing become/copy effects that apply to the player's hero cease to exist), 8.5.25 (become), 4.4.2 (the beginning of the end phase triggers effects that resolve before the turn ends), 6.6.2 and 1.7.4 (a triggered ability triggers only while its source's ability is functional as the event occurs: the agent's, not Arakni, Web of Deceit's), 2.5.3c (the life total stays), 6.6.6b (the player orders their triggered-layers), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%   agents_brood_hero(+Hero, -Name, -Known): the card Hero returns to
%   (FAB-1503): its became_from, else Arakni, Web of Deceit (Known
%   false: the answer says it assumes it).
agents_brood_hero(Hero, Name, Known) :-
    (   get_dict(became_from, Hero, Name0)
    ->  Name = Name0, Known = true
    ;   Name = "Arakni, Web of Deceit", Known = false
    ).

%   A pass (or an end of turn) in the action phase of a player whose hero
%   is an Agent of Chaos that returns to the brood, the card it was not
%   given: it may begin the end phase, and the answer assumes the hero
%   returns to Arakni, Web of Deceit (FAB-1503).  About names no card
%   name, so that the answer says this reason, not "text not modelled".
answer_assumption(S, M, _{card:HId}, agents_brood_assumed(Agent)) :-
    get_dict(action, M, Action),
    memberchk(Action, ["pass", "end_turn"]),
    S.phase == "action",
    TP = S.turn_player,
    agents_hero_reads(S, TP, agents_return_to_brood),
    player(S, TP, P),
    \+ get_dict(became_from, P.hero, _),
    text_read_name(P.hero, Agent),
    card_id(P.hero, HId).

message(agents_brood_assumed(Agent)) -->
    [ "~w returns to the brood at the beginning of the end phase, and the position does not say which hero card it was (became_from): Arakni, Web of Deceit is assumed"-[Agent] ].
message(event(agents_returned_to_brood, F, _)) -->
    (   { F.known == true }
    ->  [ "the end phase begins: ~w's hero, ~w, returns to the brood and is ~w again; its life total stays ~d"-[F.player, F.agent, F.hero, F.life] ]
    ;   [ "the end phase begins: ~w's hero, ~w, returns to the brood and is ~w again (assumed: the position does not say which card it was); its life total stays ~d"-[F.player, F.agent, F.hero, F.life] ]
    ).

                 /*******************************
                 *  DISCARD AN ASSASSIN CARD:   *
                 *          +3 POWER            *
                 *******************************/

rule('FAB-1504', constraint, "Arakni, Redback and Arakni, Tarantula: their attack reaction costs an Assassin card discarded",
     "The once-per-turn attack reaction ability of Arakni, Redback and Arakni, Tarantula (the hero's, its text read; once per turn, FAB-402; no resource point) is activated with an Assassin card of its player's hand discarded, named in the move's discard (FAB-690: one card, not pitched for it; the discard is a discard as any other). A discard naming a card that is not an Assassin card breaks this rule, and so does an activation while the hero has lost its abilities (Humble, Crush Confidence: FAB-624, a demi-hero's as a hero's); one naming a card the position does not show (an unknown card of the hand) is answered unknown, naming it. It targets an Assassin attack on the combat chain (Arakni, Tarantula's: a dagger attack), named in the move's target (FAB-622): without one it cannot be activated.",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Arakni, Redback: \"Once per Turn Attack Reaction - Discard an Assassin card: Target Assassin attack gets +3{p}. If it has stealth, it gets go again.\" Arakni, Tarantula: \"Once per Turn Attack Reaction - Discard an Assassin card: Target dagger attack gets +3{p}.\" CR 5.2.1 (an activated ability's cost and effect), 5.1.9 and 5.2.2 (the effect-costs are paid as it is activated: the card discarded is the player's choice, and a cost that cannot be paid makes the activation illegal), 8.5.5 (discard), 8.1.2a (an attack reaction: its attack's controller, in the reaction step), 1.4.1 (an attack is an object on the combat chain that represents an act of combat), 1.8.5 and 5.1.4a (the target is declared as it is activated), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

rule('FAB-1505', effect, "Arakni, Redback and Arakni, Tarantula: the target attack gets +3 power; Redback's, with stealth, go again",
     "As the attack reaction of FAB-1504 resolves, if its target is still a legal target (an Assassin attack on the combat chain; Arakni, Tarantula's: a dagger attack), it gets +3 power (its chain link's power_bonus: the damage counts it), and, Arakni, Redback's, if it has stealth, go again (its chain link's go_again: its player gains an action point as the link resolves, FAB-503). If the target is no longer legal, it fails to resolve and nothing happens.",
     ruling("",
            "Arakni, Redback: \"... Target Assassin attack gets +3{p}. If it has stealth, it gets go again.\" Arakni, Tarantula: \"... Target dagger attack gets +3{p}.\" CR 5.3.2a (a layer whose targets are all illegal fails to resolve), 8.3.24 (stealth), 8.3.5 and 7.6.2 (go again, read as the chain link resolves), 8.2.6 (a dagger), 7.5.2 (the damage is the attack's power), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities(Name, [_{type:"attack reaction", limit:"once per turn", cost:0, effect:"agents_pump",
                        go_again:false, destroy_self:false, discard:1}]) :-
    card_text_read(Name, agents_reaction_pump(_, _, _)).

text_ability_effect("agents_pump").

targeting(C, ability(0), Spec, agents_pump(N, Rider)) :-
    text_read_name(C, Name),
    card_text_read(Name, agents_reaction_pump(Kind, N, Rider)),
    agents_spec(Kind, Spec).

targeted_rule(C, 'FAB-1505') :-
    text_read_name(C, Name),
    card_text_read(Name, agents_reaction_pump(_, _, _)).

agents_spec(assassin, agents_assassin_attack).
agents_spec(dagger, agents_dagger_attack).

legal_target(S, agents_assassin_attack, Id) :-
    attack_on_chain(S, A),                      % card_texts_kassai.pl
    card_prop(A, classes, Cs), is_list(Cs), memberchk("Assassin", Cs),
    card_id(A, Id).
legal_target(S, agents_dagger_attack, Id) :-
    attack_on_chain(S, A),
    card_prop(A, subtypes, Ss), is_list(Ss), memberchk("Dagger", Ss),
    card_id(A, Id).

spec_words(agents_assassin_attack, "an Assassin attack").
spec_words(agents_dagger_attack, "a dagger attack").

%   agents_hero_ability(+S, +Move, -Player, -Card): Move activates the
%   ability of Player's hero Card, an agent read here whose cost
%   discards an Assassin card (FAB-1504; Orb-Weaver's, FAB-1507).
agents_hero_ability(S, M, P, C) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, _),           % position.pl
    text_read_name(C, Name),
    (   card_text_read(Name, agents_reaction_pump(_, _, _)) -> true
    ;   card_text_read(Name, agents_equip_chelicera_stealth_power(_))   % Orb-Weaver (FAB-1507)
    ).

broken('FAB-1504', S, M, agents_abilities_lost(C)) :-   % Humble, Crush Confidence (FAB-624): a demi-hero's too
    agents_hero_ability(S, M, _, C),
    hero_abilities_lost(S, M.player),
    !.
broken('FAB-1504', S, M, Reason) :-
    agents_hero_ability(S, M, P, C),
    key_value(discard, M, [], Ds),
    member(Id, Ds),
    card_in(P, hand, Id, D),
    \+ agents_assassin_card(D),
    !,
    (   unknown_card(D)                         % allowed_by_text/5 below: unknown
    ->  Reason = agents_discard_unshown(C, Id)
    ;   Reason = agents_discard_not_assassin(C, Id)
    ).

moot('FAB-1504', S, M) :-
    \+ agents_hero_ability(S, M, _, _).

agents_assassin_card(D) :-
    card_prop(D, classes, Cs), is_list(Cs), memberchk("Assassin", Cs).

%   A discard naming an unknown card of the hand: whether it is an
%   Assassin card is that card's, unknown (FAB-1504).
allowed_by_text(S, M, Ids, About, agents_discard_unknown(D)) :-
    (   is_list(Ids) -> Ids == ['FAB-1504'] ; true ),
    agents_hero_ability(S, M, P, _),
    key_value(discard, M, [], Ds),
    \+ ( member(Id0, Ds), card_in(P, hand, Id0, D0), \+ unknown_card(D0), \+ agents_assassin_card(D0) ),
    member(Id, Ds),
    card_in(P, hand, Id, D),
    unknown_card(D),
    !,
    card_about(D, About).

message(agents_abilities_lost(C)) -->
    { card_label(C, L) },
    [ "~w has lost its hero card abilities (FAB-624): its attack reaction cannot be activated"-[L] ].
message(agents_discard_not_assassin(C, Id)) -->
    { card_label(C, L) },
    [ "~w's ability costs an Assassin card discarded, and ~w is not an Assassin card"-[L, Id] ].
message(agents_discard_unshown(C, Id)) -->
    { card_label(C, L) },
    [ "~w's ability costs an Assassin card discarded, and ~w is a card the position does not show, not known to be one"-[L, Id] ].
message(agents_discard_unknown(D)) -->
    { card_label(D, L) },
    [ "depends on ~w, a card the position does not show: the ability costs an Assassin card discarded, and if it is one it could allow the activation"-[L] ].

%   The activated-layer L of the agent's attack reaction resolves: its
%   target, still legal, gets +3 power, and Redback's, with stealth, go
%   again (FAB-1505).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "agents_pump",
      get_dict(target, L, T),
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      targeting(C, ability(0), Spec, agents_pump(N, Rider))
    },
    (   { legal_target(S0, Spec, T) }
    ->  target_gains(S0, Who, Id, T, Spec, N, 'FAB-1505', S1),   % card_texts_katsu_bravo.pl
        agents_rider(S1, Who, Id, T, Rider, S)
    ;   { S = S0 },
        [ event('FAB-622', target_gone, _{player:Who, card:Id, target:T}) ]
    ).

%   agents_rider(+S0, +Who, +Id, +Target, +Rider, -S)//: the target with
%   stealth gets Rider (Redback: go again on its chain link, FAB-1505).
agents_rider(S0, Who, Id, T, go_again, S) -->
    { chain_open(S0),
      Chain0 = S0.chain,
      nth0(K, Chain0.links, L0, Rest),
      link_attack(L0, A), card_id(A, AId), AId == T,
      has_stealth(A)                            % card_texts_uzuri.pl
    },
    !,
    { nth0(K, Links, L0.put(go_again, true), Rest),
      S = S0.put(chain, Chain0.put(links, Links))
    },
    [ event('FAB-1505', agents_stealth_go_again, _{player:Who, card:Id, attack:T}) ].
agents_rider(S0, Who, Id, T, hit_banish(Zone), S) -->     % Black Widow, Funnel Web (FAB-1508)
    { chain_open(S0),
      Chain0 = S0.chain,
      nth0(K, Chain0.links, L0, Rest),
      link_attack(L0, A), card_id(A, AId), AId == T,
      has_stealth(A),
      atom_string(Zone, Z)
    },
    !,
    { nth0(K, Links, L0.put(agents_hit_banish, Z), Rest),
      S = S0.put(chain, Chain0.put(links, Links))
    },
    [ event('FAB-1508', agents_stealth_hit_banish, _{player:Who, card:Id, attack:T, zone:Z}) ].
agents_rider(S, _, _, _, _, S) --> [].

message(event(agents_stealth_go_again, F, S0)) -->
    { event_card(S0, F.card, H), event_card(S0, F.attack, A) },
    [ "~w has stealth: it gets go again (~w)"-[A, H] ].

                 /*******************************
                 *     TARANTULA'S DAGGERS      *
                 *******************************/

rule('FAB-1506', effect, "Arakni, Tarantula: whenever a dagger its player owns hits a hero, that hero loses 1 life",
     "While a player's hero is Arakni, Tarantula (its text read, its abilities not lost: FAB-624), whenever a dagger they own (a weapon with the subtype Dagger, theirs) hits a hero, that hero loses 1 life (a loss, not damage: no prevention, no Ward; at 0 they lose the game): a dagger attack that hits the defending hero, and a dagger that hits as an effect deals its damage (Hurl's, Danger Digits', FAB-972).",
     ruling("",
            "Arakni, Tarantula: \"Whenever a dagger you own hits a hero, they lose 1{h}.\" CR 6.6 (a triggered effect), 7.5.5 (a hit), 8.2.6 (a dagger), 1.4.1a (the owner of an attack is the owner of the card that represents it), 8.5.40 (lose life: not damage), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer at once, as the hit happens: nothing in the position can answer it.")).

%!  agents_dagger_hit(+S0, +Owner, +Target, +Dagger, -S)// is det.
%
%   Owner's Dagger hit Target's hero: with Owner's hero Arakni,
%   Tarantula, Target loses 1 life (FAB-1506).  agents_hit//5 calls it
%   for a dagger attack's hit, card_texts_singles.pl's dagger_hit//5 for
%   a dagger's hit as an effect deals its damage.
agents_dagger_hit(S0, Who, T, D, S) -->
    (   { card_prop(D, subtypes, Ss), is_list(Ss), memberchk("Dagger", Ss),
          card_type(D, "weapon"),
          \+ game_over(S0, _),
          agents_hero_reads(S0, Who, agents_dagger_hit_life_loss(N)),
          player(S0, T, P0),
          Life is max(0, P0.life - N),
          set_player(S0, P0.put(life, Life), S),
          card_id(D, DId)
        }
    ->  [ event('FAB-1506', agents_dagger_life_lost, _{player:T, dagger:DId, owner:Who, amount:N, life:Life}) ]
    ;   { S = S0 }
    ).

message(event(agents_dagger_life_lost, F, S0)) -->
    { event_card(S0, F.dagger, D) },
    [ "~w's dagger ~w hits: ~w's hero loses ~d life (~d left; Arakni, Tarantula)"-[F.owner, D, F.player, F.amount, F.life] ].

                 /*******************************
                 *          ORB-WEAVER          *
                 *******************************/

rule('FAB-1507', effect, "Arakni, Orb-Weaver: Graphene Chelicerae cost 1 less to activate; once per turn, an Assassin card discarded, a Graphene Chelicera token is equipped and the next attack with stealth this turn gets +3 power",
     "While a player's hero is Arakni, Orb-Weaver (its text read, its abilities not lost: FAB-624), activating an ability of a Graphene Chelicera of theirs (its attack, FAB-1211) costs 1 resource point less (never below 0; FAB-302 and FAB-303 count the cost so reduced). Its instant ability is activated once per turn (FAB-402), at no resource cost, an Assassin card of its player's hand discarded (FAB-1504's cost, FAB-690); as it resolves a Graphene Chelicera token is equipped to an empty weapon zone of its player's (FAB-1212: with none, no token), and an effect waits for its player's next attack with stealth this turn (kind next_attack_power, amount 3, keyword Stealth: FAB-1213's), used up as such an attack becomes a chain link (FAB-505).",
     ruling("Деякі карти мають активовані здібності. Активація здібності схожа на розіграш карти, але замість того, щоб розіграти її, ви оголошуєте, що активуєте здібність, і виконуєте ті самі кроки: сплачуєте вартість і резолвите ефект.",
            "Arakni, Orb-Weaver: \"Graphene Chelicerae cost you {r} less to activate. Once per Turn Instant - Discard an Assassin card: Equip a Graphene Chelicera token. Your next attack with stealth this turn gets +3{p}.\" CR 5.2.2 (an ability's cost is calculated as it is activated, effects that reduce it applied, never below zero), 5.2.1 (an activated ability's cost and effect), 5.1.9 (the effect-costs are paid as it is activated), 8.5.5 (discard), 8.5.41 and 8.5.41e (equip: a token that cannot be equipped is not created), 8.6.30 (Graphene Chelicera), 1.8.10 (your next attack), 8.3.24 (stealth), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities(Name, [_{type:"instant", limit:"once per turn", cost:0, effect:"agents_orb",
                        go_again:false, destroy_self:false, discard:1}]) :-
    card_text_read(Name, agents_equip_chelicera_stealth_power(_)).

text_ability_effect("agents_orb").

%!  agents_ability_cost_less(+State, +Player:dict, +Card, +Ability:dict, -Less:integer) is det.
%
%   Ability of Card, a Graphene Chelicera of Player's whose hero is
%   Arakni, Orb-Weaver, costs 1 less (FAB-1507); else 0.
%   card_texts_katsu_bravo.pl's activation_cost/5 calls it.

agents_ability_cost_less(S, P, C, _, Less) :-
    (   get_dict(name, C, "Graphene Chelicera"),
        agents_hero_reads(S, P.name, agents_chelicera_cost_less(N))
    ->  Less = N
    ;   Less = 0
    ).

%   The activated-layer L of Arakni, Orb-Weaver's instant resolves: the
%   token, then the next attack with stealth (FAB-1507).
ability_text_resolved(S0, Who, Id, L, S) -->
    { L.effect == "agents_orb",
      once(( state_card(S0, C), card_id(C, Id0), Id0 == Id )),
      text_read_name(C, Name),
      card_text_read(Name, agents_equip_chelicera_stealth_power(N))
    },
    web_token_equipped(S0, Who, "Graphene Chelicera", Id, S1),   % card_texts_web.pl (FAB-1212)
    { add_effect(S1, _{kind:"next_attack_power", player:Who, amount:N, source:Id, keyword:"Stealth"}, S) },
    [ event('FAB-1507', agents_stealth_attack_effect_made, _{player:Who, card:Id, amount:N}) ].

message(event(agents_stealth_attack_effect_made, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w: ~w's next attack with stealth this turn gets +~d power"-[L, F.player, F.amount] ].

                 /*******************************
                 *  BLACK WIDOW AND FUNNEL WEB  *
                 *******************************/

rule('FAB-1508', effect, "Arakni, Black Widow and Arakni, Funnel Web: the target attack gets +3 power and, with stealth, a card of the hit hero's hand, or of their arsenal, is banished as it hits",
     "The attack reaction of Arakni, Black Widow and Arakni, Funnel Web is Redback's (FAB-1504: an Assassin card discarded, once per turn, an Assassin attack on the combat chain its target; +3 power as it resolves, FAB-1505). If the target has stealth, its chain link records the text it gets (agents_hit_banish: hand, Black Widow's \"When this hits a hero, they banish a card from their hand\"; arsenal, Funnel Web's \"When this hits a hero, banish a card in their arsenal\"). When that attack hits (deals damage to the defending hero), after the hit's other texts: for hand, the hit hero's player banishes a card of their hand: none with an empty hand; the one card, or one of copies of one card, at once; else the position waits for their choice (agents_widow_banish, its player the hit hero's, its controller the attacker). For arsenal, the card in the hit hero's arsenal is banished (none, nothing); with two or more, the attacker chooses (agents_funnel_banish, its player the attacker). A put move (to: banished) answers either (FAB-1509), after which what else the hit sets off follows. Not handled: where another choice already waits as it hits, neither is asked, nothing is banished, and an event says so.",
     ruling("",
            "Arakni, Black Widow: \"Once per Turn Attack Reaction - Discard an Assassin card: Target Assassin attack gets +3{p}. If it has stealth, it gets 'When this hits a hero, they banish a card from their hand.'\" Arakni, Funnel Web: \"... If it has stealth, it gets 'When this hits a hero, banish a card in their arsenal.'\" CR 6.6 (a triggered effect acts on its event), 7.5.5 (an attack hits when it deals damage), 8.3.24 (stealth), 1.8.6 (the player who banishes the card determines which it is: the hit hero's player from their hand, the effect's controller from the arsenal), 8.5.3 (banish), 3.3 (the arsenal), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck resolves the triggered-layer as the hit happens, as it does Mark of the Black Widow's (FAB-1206).")).

rule('FAB-1509', constraint, "The card Arakni, Black Widow's or Funnel Web's hit banishes is in the hit player's hand, or arsenal",
     "A put move answers the agents_widow_banish or agents_funnel_banish choice (FAB-1508): its player is the choice's, its card in the hit player's hand (Black Widow's) or arsenal (Funnel Web's), and `to` is \"banished\".",
     ruling("",
            "Arakni, Black Widow: \"... they banish a card from their hand.\" Arakni, Funnel Web: \"... banish a card in their arsenal.\" CR 1.8.6, 8.5.3, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  agents_deck_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack hit, its active chain link recording agents_hit_banish: the
%   card of the hit hero's hand or arsenal is banished, or the choice
%   waits (FAB-1508).  card_texts_katsu_bravo.pl's deck_hit_text//5
%   calls it after web_deck_hit_text//4.

agents_deck_hit_text(S0, _, A, S) -->
    (   { \+ game_over(S0, _),
          active_link(S0, L),
          get_dict(agents_hit_banish, L, Zone),
          Def = L.defender,
          player(S0, Def, P),
          card_id(A, AId)
        }
    ->  agents_banish(Zone, S0, L, Def, P, AId, A, S)
    ;   { S = S0 }
    ).

agents_banish("hand", S0, L, Def, P, AId, A, S) -->
    (   { P.hand == [] }
    ->  { S = S0 },
        [ event('FAB-1508', agents_nothing_to_banish, _{player:Def, by:AId, zone:"hand"}) ]
    ;   { discard_no_choice(P.hand, C) }       % card_texts_bravo.pl: one card, or copies of one
    ->  { card_id(C, CId) },
        agents_banished(S0, Def, hand, CId, AId, S)
    ;   { pending(S0, _) }
    ->  { S = S0 },
        [ event('FAB-1508', agents_banish_not_asked, _{player:Def, by:AId, zone:"hand"}) ]
    ;   { S = S0.put(pending, _{choice:"agents_widow_banish", player:Def, controller:L.controller, source:A}) },
        [ event('FAB-1508', agents_widow_waits, _{player:Def, by:AId}) ]
    ).
agents_banish("arsenal", S0, L, Def, P, AId, A, S) -->
    { key_value(arsenal, P, [], Ars), Who = L.controller },
    (   { Ars == [] }
    ->  { S = S0 },
        [ event('FAB-1508', agents_nothing_to_banish, _{player:Def, by:AId, zone:"arsenal"}) ]
    ;   { Ars = [C] }
    ->  { card_id(C, CId) },
        agents_banished(S0, Def, arsenal, CId, AId, S)
    ;   { pending(S0, _) }
    ->  { S = S0 },
        [ event('FAB-1508', agents_banish_not_asked, _{player:Who, by:AId, zone:"arsenal"}) ]
    ;   { S = S0.put(pending, _{choice:"agents_funnel_banish", player:Who, controller:Who, source:A}) },
        [ event('FAB-1508', agents_funnel_waits, _{player:Who, by:AId, from:Def}) ]
    ).

%   agents_banished(+S0, +Who, +Zone, +Id, +By, -S)//: Who's card Id
%   leaves Zone for their banished zone (FAB-1508).
agents_banished(S0, Who, Zone, Id, By, S) -->
    { player(S0, Who, P0),
      take_card(P0, Zone, Id, C, P1),
      add_cards(P1, banished, [C], P2),
      set_player(S0, P2, S),
      atom_string(Zone, Z)
    },
    [ event('FAB-1508', agents_hit_banished, _{player:Who, card:Id, by:By, zone:Z}) ].

own_controlled_choice("agents_funnel_banish").  % choices.pl: its player, the attacker, controls it
choice_action("agents_widow_banish", "put").
choice_action("agents_funnel_banish", "put").
choice_phase("agents_widow_banish", "action").
choice_phase("agents_funnel_banish", "action").
not_asked_words("agents_widow_banish", "which card of their hand is banished, and none is").
not_asked_words("agents_funnel_banish", "which card of the arsenal is banished, and none is").

%   agents_banish_zone(+Choice, -Zone, +S, +Pd, -Owner): the zone, and
%   whose, the choice's card leaves.
agents_banish_zone("agents_widow_banish", hand, _, Pd, Pd.player).
agents_banish_zone("agents_funnel_banish", arsenal, S, Pd, O) :-
    opponent(S, Pd.player, O).

pending_problem(S, Pd, [player], agents_no_card_to_banish(P)) :-   % FAB-1508
    agents_banish_zone(Pd.choice, Zone, S, Pd, Owner),
    get_dict(player, Pd, P),
    player(S, Owner, PP),
    key_value(Zone, PP, [], []).

broken('FAB-1509', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    agents_banish_zone(Pd.choice, Zone, S, Pd, Owner),
    get_dict(player, M, Who),
    Who == Pd.player,
    (   \+ ( get_dict(card, M, Id), player(S, Owner, PO), card_in(PO, Zone, Id, _) )
    ->  key_value(card, M, "none", Id0),
        atom_string(Zone, Z),
        Reason = agents_not_in_zone(Owner, Z, Id0)
    ;   \+ get_dict(to, M, "banished")
    ->  key_value(to, M, "nowhere", To),
        Reason = agents_not_banished(To)
    ).

moot('FAB-1509', S, _) :-
    \+ ( pending(S, Pd), memberchk(Pd.choice, ["agents_widow_banish", "agents_funnel_banish"]) ).

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      agents_banish_zone(Pd.choice, Zone, S0, Pd, Owner),
      choice_answered(S0, S1),
      key_value(source, Pd, "?", By0),
      (   is_dict(By0) -> card_id(By0, By) ; By = By0 )
    },
    agents_banished(S1, Owner, Zone, M.card, By, S2),
    hit_texts_resumed(S2, S).                   % card_texts_katsu_blitz.pl: the hit's later texts

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"banished"}) :-
    pending(S, Pd),
    agents_banish_zone(Pd.choice, Zone, S, Pd, Owner),
    Who = Pd.player,
    player(S, Owner, P),
    key_value(Zone, P, [], Cs),
    member(C, Cs),
    card_id(C, Id).

rule_fact('FAB-1509', S, _, agents_banish_offered(Who, Owner, Z)) :-
    pending(S, Pd),
    agents_banish_zone(Pd.choice, Zone, S, Pd, Owner),
    Who = Pd.player,
    atom_string(Zone, Z).

fact_words(agents_banish_offered(Who, Owner, Z)) -->
    [ "~w puts a card of ~w's ~w to the banished zone (to: banished)"-[Who, Owner, Z] ].

message(event(agents_stealth_hit_banish, F, S0)) -->
    { event_card(S0, F.card, H), event_card(S0, F.attack, A) },
    (   { F.zone == "hand" }
    ->  [ "~w has stealth: it gets \"When this hits a hero, they banish a card from their hand\" (~w)"-[A, H] ]
    ;   [ "~w has stealth: it gets \"When this hits a hero, banish a card in their arsenal\" (~w)"-[A, H] ]
    ).
message(event(agents_nothing_to_banish, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w has no card in their ~w to banish"-[By, F.player, F.zone] ].
message(event(agents_banish_not_asked, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits while another choice waits: rulecheck does not ask which card of the ~w is banished (its text is not applied)"-[By, F.zone] ].
message(event(agents_widow_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w banishes a card of their choice from their hand (a put move, to: banished)"-[By, F.player] ].
message(event(agents_funnel_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w banishes a card of ~w's arsenal of their choice (a put move, to: banished)"-[By, F.player, F.from] ].
message(event(agents_hit_banished, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w hits: ~w's ~w is banished from their ~w"-[By, F.player, C, F.zone] ].
message(agents_not_in_zone(Owner, Z, Id)) -->
    [ "the card banished is one of ~w's ~w, and ~w is not"-[Owner, Z, Id] ].
message(agents_not_banished(To)) -->
    [ "the card is banished, not put to the ~w"-[To] ].
message(agents_no_card_to_banish(P)) -->
    [ "a card waits to be banished by ~w, and the zone it comes from is empty"-[P] ].
message(no_choice_waits("agents_widow_banish")) -->
    [ "no card waits to be banished from a hand: put (to: banished) answers Arakni, Black Widow's hit" ].
message(no_choice_waits("agents_funnel_banish")) -->
    [ "no card waits to be banished from an arsenal: put (to: banished) answers Arakni, Funnel Web's hit" ].

choice_words("agents_widow_banish") --> [ "which card of their hand they banish as an attack Arakni, Black Widow gave stealth's text hits (a put move, to: banished)" ].
choice_words("agents_funnel_banish") --> [ "which card of the hit hero's arsenal is banished (Arakni, Funnel Web; a put move, to: banished)" ].
text_choice_words("agents_widow_banish", Source) -->
    [ "which card of their hand is banished as ~w hits (put)"-[Source] ].
text_choice_words("agents_funnel_banish", Source) -->
    [ "which card of the arsenal is banished as ~w hits (put)"-[Source] ].
