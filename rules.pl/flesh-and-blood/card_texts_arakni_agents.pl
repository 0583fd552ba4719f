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
    Orb-Weaver; Redback; Tarantula; Trap-Door) are not read here: a hero
    that has become one has its text unread, and an answer that text
    could change is unknown, naming it (FAB-119).  Their "return to the
    brood" is a keyword the Comprehensive Rules of February 2026 do not
    define.  A position may name one of them as a player's hero (FAB-101:
    a hero card that became a demi-hero).
*/

:- discontiguous card_text_read/2, rule/5, broken/4, message//1, choice_action/2, choice_phase/2,
   choice_candidate/3, pending_problem/4, choice_words//1, text_choice_words//2, not_asked_words/2,
   effect//4, own_controlled_choice/1, rule_fact/4, fact_words//1.

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
     "At the beginning of the end phase of a player whose hero is Arakni, Web of Deceit (its text read, its abilities not lost: FAB-624), if the other player is marked (FAB-1037), the hero becomes an Agent of Chaos drawn at random from the six cards with that trait (Arakni, Black Widow; Arakni, Funnel Web; Arakni, Orb-Weaver; Arakni, Redback; Arakni, Tarantula; Arakni, Trap-Door). The draw is random: the position waits for it (the agents_become choice, its player and controller the turn player), and a name move names the agent drawn (FAB-1502). The hero card then is that demi-hero: its name and text are the agent's (a text rulecheck does not read: an answer it could change is unknown, naming it), its id and its player's life total stay (the agent's life is *, the printed life of Arakni, Web of Deceit: the base life does not change). It resolves after the intimidated cards return (FAB-528), Dawnblade's counter (FAB-589) and blood debt (FAB-931), before the end-phase effects of the arena's permanents (FAB-209), which follow the name move: no effect rulecheck reads at that moment marks or unmarks a hero, or reads the hero's name or text, so no order of the two changes the position. With no opponent marked nothing happens.",
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
      (   get_dict(id, Hero0, Id0) -> Hero = _{id:Id0, name:M.name} ; Hero = _{name:M.name} ),
      set_player(S1, P0.put(hero, Hero), S2)
    },
    [ event('FAB-1501', agents_became, _{player:Who, card:HId, from:From, agent:M.name, life:P0.life}) ],
    fired(S2, Who, end_phase, S3),              % triggers.pl (FAB-209)
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

%   The name move makes the hero the agent named, whose text rulecheck
%   does not read (Arakni, Trap-Door's "When you become this, ..."
%   among it): the answer assumes it changes nothing (FAB-119), as for
%   a card the move names as its own (permanents.pl).
:- discontiguous answer_assumption/4.
answer_assumption(S, M, _{card:HId, name:Name}, text_not_modelled(Name)) :-
    get_dict(action, M, "name"),
    pending(S, Pd),
    Pd.choice == "agents_become",
    get_dict(name, M, Name),
    agent_of_chaos(Name),
    card_id(Pd.source, HId).
