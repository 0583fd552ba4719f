/*  Flesh and Blood: the texts of the Prism Blitz Deck's own cards.

    Part of game.pl, included after card_texts_kayo.pl, whose relations
    it extends (card_text_read/2 names every text read; a card whose
    whole text is read is modelled).  Read here (Flesh and Blood
    Comprehensive Rules, as published February 2026):

    - Prismatic Shield: "Create 3 Spectral Shield tokens." (red; 2
      yellow, a token blue: FAB-750);
    - Illuminate, Rising Solartide, Wartune Herald, Herald of Tenacity and
      Herald of Protection: when it hits, it is put into its player's
      hero's soul (a zone of the position, `soul`: CR 3.11.5), Herald of
      Protection creating a Spectral Shield token too (FAB-751); its
      chain link keeps no attack but the id of the card it left
      (`attack_to_soul`), whose last known information the rest of the
      combat reads (CR 7.6.2a);
    - Herald of Rebirth: the same when it hits, and its player puts up to
      one card with phantasm of their graveyard on top of their deck (the
      graveyard_to_top choice: a put move, or decline) (FAB-755);
    - Prism's instant ability, once per turn: 2 resource points and a
      card of her soul banished (the activate move's `banish`): a
      Spectral Shield token (FAB-756);
    - Halo of Illumination's instant ability: a card of its player's
      hand goes into their hero's soul (the hand_to_soul choice, a put
      move `to: soul`), a Light card drawing them a card (FAB-757);
    - Dream Weavers' action ability: the next Illusionist attack action
      card its player plays this turn loses and can't gain phantasm
      (FAB-758);
    - Herald of Judgment: the same when it hits, and the defending hero's
      player can't play cards from their banished zone during their next
      action phase (FAB-754);
    - Seek Enlightenment: the next attack action card its player plays
      this turn gains +3 power (red; +2 yellow, +1 blue) and "If this
      hits, put it into your hero's soul." (FAB-752);
    - Phantasmify: the next attack action card its player plays this
      turn is Illusionist too, and gains +5 power (red; +4 yellow, +3
      blue) and phantasm (FAB-753).

    The deck's other cards are not read here: their text stays an
    assumption of the answers, or makes them unknown (FAB-119).
*/

:- discontiguous card_text_read/2, message//1, rule/5, broken/4, moot/3, effect//4, choice_action/2, move_words//3,
   choice_phase/2, choice_candidate/3, pending_problem/4, choice_words//1, text_choice_words//2,
   text_abilities/2, ability_reading/1, ability_reading_resolved//5.

%   The texts read here (card_text_read/2):
%
%       resolves_create_tokens(Token, Ns)   Prismatic Shield: "Create 3
%                               Spectral Shield tokens." (red; 2 yellow,
%                               1 blue: Ns by pitch) (FAB-750)

%       hit_to_soul(Tokens)     "When this hits, put it into your (hero's)
%                               soul" (Illuminate, Rising Solartide:
%                               "If <name> hits, ..."), and create the
%                               tokens Tokens (Herald of Protection: "and
%                               create a Spectral Shield token"); the
%                               Heralds' Dominate and Phantasm are the
%                               keywords' readings (FAB-508, FAB-511)
%                               (FAB-751)

%       next_attack_action(Powers, Grants)   Seek Enlightenment: +3, +2,
%                               +1 (by pitch) and [hit_to_soul]
%                               (FAB-752); Phantasmify: +5, +4, +3 and
%                               [illusionist, phantasm] (FAB-753); the
%                               next attack action card its player plays
%                               this turn gets them (its go again is the
%                               keyword's)

card_text_read("Prismatic Shield", resolves_create_tokens("Spectral Shield", [3, 2, 1])).
card_text_read("Seek Enlightenment", next_attack_action([3, 2, 1], [hit_to_soul])).
card_text_read("Phantasmify", next_attack_action([5, 4, 3], [illusionist, phantasm])).
card_text_read("Illuminate", hit_to_soul([])).
card_text_read("Rising Solartide", hit_to_soul([])).
card_text_read("Wartune Herald", hit_to_soul([])).
card_text_read("Herald of Tenacity", hit_to_soul([])).
card_text_read("Herald of Protection", hit_to_soul(["Spectral Shield"])).
card_text_read("Herald of Judgment", hit_to_soul([])).
card_text_read("Herald of Rebirth", hit_to_soul([])).
%       hit_phantasm_to_top     Herald of Rebirth: "... and put up to 1
%                               card with phantasm from your graveyard on
%                               top of your deck." (FAB-755)
card_text_read("Herald of Rebirth", hit_phantasm_to_top).
%       hero_ability_creates_token(Token)   Prism: "Once per Turn Instant -
%                               {r}{r}, banish a card from Prism's soul:
%                               Create a Spectral Shield token." (FAB-756)
card_text_read("Prism", hero_ability_creates_token("Spectral Shield")).
%       ability_hand_to_soul(Talent)   Halo of Illumination: "Instant -
%                               {r}, destroy Halo of Illumination: Put a
%                               card from your hand into your hero's
%                               soul. If it's a Light card, draw a card."
%                               (FAB-757; its Spellvoid 2 is the
%                               keyword's, FAB-526)
card_text_read("Halo of Illumination", ability_hand_to_soul("Light")).
%       ability_next_illusionist_loses_phantasm   Dream Weavers: "Action -
%                               Destroy Dream Weavers: The next
%                               Illusionist attack action card you play
%                               this turn loses and can't gain phantasm.
%                               Go again" (FAB-758; its cost and go again
%                               are the card data's, Spellvoid 1 the
%                               keyword's)
card_text_read("Dream Weavers", ability_next_illusionist_loses_phantasm).
%       hit_no_banished_play    Herald of Judgment: "... and the defending
%                               hero can't play cards from their banished
%                               zone during their next action phase."
%                               (FAB-754; Prism Specialization is the
%                               deck's, FAB-517)
card_text_read("Herald of Judgment", hit_no_banished_play).

                 /*******************************
                 *       PRISMATIC SHIELD       *
                 *******************************/

rule('FAB-750', effect, "Prismatic Shield: its player creates 3, 2 or 1 Spectral Shield tokens",
     "When Prismatic Shield resolves, three Spectral Shield tokens (red; two yellow, one blue) enter its controller's arena, each an aura with Ward 1 (FAB-524's reading of the keyword: each is destroyed to prevent 1 damage to that hero); the card then goes to its player's graveyard (FAB-310). Its cost (3) and pitch are the card data's; nothing else of the card is text.",
     ruling("", "Prismatic Shield: \"Create 3 Spectral Shield tokens.\" (red; \"Create 2 Spectral Shield tokens.\" yellow, \"Create a Spectral Shield token.\" blue) CR 1.7.3b (a resolution ability generates its effects as its layer resolves), 8.5.2, 8.5.2b and 8.5.2c (a created token enters the arena under the control of the player instructed to create it), 8.6.8 (a Spectral Shield token: the subtype aura and \"Ward 1\"), 1.3.3 (a token in the arena is a permanent), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

%!  resolves_creating(+Card, -Token:string, -N:integer) is semidet.
%
%   Card, a card whose text is read, creates N tokens named Token as it
%   resolves (FAB-750).

resolves_creating(C, Token, N) :-
    text_read_name(C, Name),
    card_text_read(Name, resolves_create_tokens(Token, Ns)),
    card_prop(C, pitch, Pitch),
    nth1(Pitch, Ns, N).

%!  prism_resolution_text(+State0, +Player, +Card, -State)// is det.
%
%   Card, resolving for Player, does what its text read here says
%   (FAB-750): the tokens it creates enter Player's arena.

prism_resolution_text(S0, Who, C, S) -->
    (   { resolves_creating(C, Token, N),
          card_id(C, Id),
          length(Names, N),
          maplist(=(Token), Names),
          tokens_created(Id, Who, Who, Names, S0, S1, Created, More)   % tokens_created.pl
        }
    ->  [ event('FAB-750', resolution_tokens_created, _{player:Who, card:Id, name:Token, tokens:Created}) ],
        tokens_more_made(Who, Id, More),
        librarian_shields(S1, Who, [Token], S)  % card_texts_singles.pl: The Librarian (FAB-980)
    ;   { text_read_name(C, Name),
          card_text_read(Name, next_attack_action(Amounts, Grants)),
          card_prop(C, pitch, Pitch),
          nth1(Pitch, Amounts, N),
          card_id(C, Id),
          (   Grants == [hit_to_soul] -> Rule = 'FAB-752' ; Rule = 'FAB-753' ),
          add_effect(S0, _{kind:"next_attack_power", player:Who, amount:N, source:Id,
                           attack_action_card:true}, S1),
          add_effect(S1, _{kind:"next_attack_action_card_gains", player:Who, source:Id,
                           attack_action_card:true, gains:Grants}, S)
        }
    ->  [ event(Rule, next_attack_action_gains, _{player:Who, card:Id, amount:N, gains:Grants}) ]
    ;   finish_resolution_text(S0, Who, C, S)   % card_texts_finish.pl (FAB-699)
    ).

message(event(next_attack_action_gains, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w resolves: the next attack action card ~w plays this turn gets +~d power"-[L, F.player, F.amount] ],
    gains_words(F.gains).

gains_words([hit_to_soul]) --> !,
    [ " and \"If this hits, put it into your hero's soul.\"" ].
gains_words(_) -->
    [ ", phantasm, and is Illusionist in addition to its other classes" ].

rule('FAB-752', effect, "Seek Enlightenment: the next attack action card gets +3, +2 or +1 power and goes to the soul if it hits",
     "When Seek Enlightenment resolves, two effects wait in the state's effects for its player's next attack action card this turn: +3 power (red; +2 yellow, +1 blue: next_attack_power with attack_action_card: FAB-505 gives it to the link as that card attacks) and \"If this hits, put it into your hero's soul\" (next_attack_action_card_gains, gains [hit_to_soul]: its link records hit_to_soul, and when it hits the card goes to the soul as FAB-751 reads it). A weapon's attack takes neither; both end with the turn. Its go again is the keyword's.",
     ruling("", "Seek Enlightenment: \"The next attack action card you play this turn gains +3{p} and 'If this hits, put it into your hero's soul.' Go again\" (red; +2{p} yellow, +1{p} blue) CR 1.7.3b (a resolution ability generates its effects as its layer resolves), 6.2 (a continuous effect that waits for the card it applies to), 7.5.5 (a hit), 3.11.5 (the hero's soul), 4.4.4 (an effect of this turn ends with it), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck applies the effects as the card becomes a chain link, as FAB-505 and FAB-551 apply the effects on a next attack: no other attack can come between.")).

rule('FAB-753', effect, "Phantasmify: the next attack action card gets +5, +4 or +3 power, phantasm, and is Illusionist",
     "When Phantasmify resolves, two effects wait in the state's effects for its player's next attack action card this turn: +5 power (red; +4 yellow, +3 blue: next_attack_power with attack_action_card, FAB-505) and phantasm with the class Illusionist (next_attack_action_card_gains, gains [illusionist, phantasm]: its link records phantasm_gained and classes_gained). Phantasm is then FAB-511's reading: defended by a non-Illusionist attack action card with 6 or more power, the attack is destroyed. A weapon's attack takes none of them; they end with the turn. Its go again is the keyword's; the card itself has no attack and its own phantasm acts on nothing.",
     ruling("", "Phantasmify: \"The next attack action card you play this turn is Illusionist in addition to its other class types, and gains +5{p} and phantasm. Go again\" (red; +4{p} yellow, +3{p} blue) CR 1.7.3b, 6.2 (a continuous effect), 8.3.13 (phantasm), 4.4.4, Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. rulecheck applies the effects as the card becomes a chain link, as FAB-505 does; the class is recorded on the link, and Dream Weavers' effect on the next Illusionist attack action card reads it (FAB-758: CR 6.3.5a); phantasm itself reads the defending card's class.")).

%!  prism_attack_text(+State0, +Player, +Attack, -State)// is det.
%
%   Attack's chain link just opened: the effects waiting to give Player's
%   next attack action card a text or keyword (FAB-752, FAB-753) are used
%   up, and the link records what they give.

prism_attack_text(S0, Who, A, S) -->
    (   { effects(S0, Es0),
          partition(gains_effect_of(Who, A), Es0, Mine0, Rest0),
          (   member(E0, Mine0), get_dict(gains, E0, G0s0), member(I0, G0s0), atom_string(illusionist, I0)
          ->  (   card_prop(A, classes, Cs0), is_list(Cs0) -> true ; Cs0 = [] ),
              A1 = A.put(classes, ["Illusionist"|Cs0])   % FAB-758: CR 6.3.5a, Phantasmify's class first
          ;   A1 = A
          ),
          partition(gains_effect_of(Who, A1), Rest0, More, Rest),
          append(Mine0, More, Mine),
          Mine \== [],
          findall(G, ( member(E, Mine), get_dict(gains, E, G0s), member(G1, G0s), atom_string(G, G1) ), Gs0),
          sort(Gs0, Gs),
          active_link_replaced(S0.put(effects, Rest), L0, L, S),
          foldl(link_gain, Gs, L0, L1),
          (   memberchk(no_phantasm, Gs), del_dict(phantasm_gained, L1, _, L2) -> L = L2 ; L = L1 ),  % can't gain it (FAB-758)
          card_id(A, AId),
          findall(Src, ( member(E, Mine), get_dict(source, E, Src) ), Srcs)
        }
    ->  { (   memberchk(no_phantasm, Gs) -> Rule = 'FAB-758'
          ;   memberchk(phantasm, Gs) -> Rule = 'FAB-753'
          ;   Rule = 'FAB-752'
          ) },
        [ event(Rule, attack_action_gains_applied, _{player:Who, attack:AId, gains:Gs, sources:Srcs}) ]
    ;   { S = S0 }
    ).

gains_effect_of(Who, A, E) :-
    get_dict(kind, E, "next_attack_action_card_gains"),
    get_dict(player, E, Who0),
    Who0 == Who,
    effect_fits_attack(E, A).                   % card_texts.pl

link_gain(hit_to_soul, L0, L) :- L = L0.put(hit_to_soul, true).
link_gain(no_phantasm, L0, L) :- L = L0.put(phantasm_lost, true).
link_gain(phantasm, L0, L) :- L = L0.put(phantasm_gained, true).
link_gain(illusionist, L0, L) :- L = L0.put(classes_gained, ["Illusionist"]).

message(event(attack_action_gains_applied, F, S0)) -->
    { event_card(S0, F.attack, L),
      maplist(event_card(S0), F.sources, SLs),
      atomic_list_concat(SLs, ', ', Srcs)
    },
    (   { memberchk(no_phantasm, F.gains) }
    ->  [ "~w attacks having lost phantasm, which it can't gain this turn (from ~w)"-[L, Srcs] ]
    ;   { F.gains == [hit_to_soul] }
    ->  [ "~w attacks with \"If this hits, put it into your hero's soul.\" (from ~w)"-[L, Srcs] ]
    ;   { memberchk(hit_to_soul, F.gains) }
    ->  [ "~w attacks with phantasm, as an Illusionist, and \"If this hits, put it into your hero's soul.\" (from ~w)"-[L, Srcs] ]
    ;   [ "~w attacks with phantasm, as an Illusionist (from ~w)"-[L, Srcs] ]
    ).

%!  phantasm_gained(+Link) is semidet.
%
%   Link's attack gained phantasm from an effect as it attacked (FAB-753).

phantasm_gained(L) :-
    get_dict(phantasm_gained, L, true).

%!  phantasm_lost(+Link) is semidet.
%
%   Link's attack lost phantasm and can't gain it (Dream Weavers,
%   FAB-758): phantasm does nothing for it, printed or gained.

phantasm_lost(L) :-
    get_dict(phantasm_lost, L, true).

message(event(resolution_tokens_created, F, S0)) -->
    { event_card(S0, F.card, L),
      length(F.tokens, N),
      atomic_list_concat(F.tokens, ', ', Ids)
    },
    (   { N =:= 1, a_or_an(F.name, A) }
    ->  [ "~w resolves: ~w creates ~w ~w token in their arena (~w)"-[L, F.player, A, F.name, Ids] ]
    ;   [ "~w resolves: ~w creates ~d ~w tokens in their arena (~w)"-[L, F.player, N, F.name, Ids] ]
    ).

                 /*******************************
                 *        HIT: TO THE SOUL      *
                 *******************************/

rule('FAB-751', effect, "Illuminate, Rising Solartide, Wartune Herald, the Heralds of Tenacity, Protection, Judgment and Rebirth: when it hits, it is put into its player's hero's soul",
     "When one of these attacks hits (it deals damage to the defending hero in the damage step, FAB-503), the card leaves the combat chain for its controller's hero's soul (the player's zone `soul`); Herald of Protection also creates a Spectral Shield token in its controller's arena. Its chain link stays, with no attack but the id of the card that left it (`attack_to_soul`): the link still resolves, with the go again the attack had as it left (the link's go_again), and as the chain closes its defending cards go to the graveyard while the card stays in the soul. An attack that deals no damage does not hit: it goes to the graveyard as the chain closes. Dominate and Phantasm are the keywords' readings (FAB-508, FAB-511).",
     ruling("", "Illuminate: \"If Illuminate hits, put it into your hero's soul.\" Rising Solartide: the same. Wartune Herald: \"When this hits, put it into your soul. Phantasm\" Herald of Tenacity: \"Dominate. When this hits, put it into your hero's soul. Phantasm\" Herald of Protection: \"When this hits, put it into your soul and create a Spectral Shield token. Phantasm\" CR 7.5.5 (an attack hits when it deals damage to the attack-target in the damage step), 6.6 (a triggered effect), 3.11.2 and 3.11.5 (the hero zone holds the hero and the cards of its soul, sub-cards under the hero card), 7.6.2 and 7.6.2a (the chain link resolves; an attack no longer on the combat chain has go again by its last known information), 7.7.5 and 7.7.6 (as the chain closes, the cards still on it are cleared), 8.5.2c and 8.6.8 (the Spectral Shield token), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. Ruling: rulecheck resolves the triggered-layer at once, as it does Down But Not Out's (FAB-685): no player can act in between.")).

%!  hit_to_soul(+Attack, -Tokens:list) is semidet.
%
%   Attack, a card whose text is read, is put into its player's hero's
%   soul when it hits, creating Tokens (FAB-751).

hit_to_soul(A, Tokens) :-
    text_read_name(A, Name),
    card_text_read(Name, hit_to_soul(Tokens)).

%!  prism_hit_text(+State0, +Link, +Attack, -State)// is det.
%
%   Attack, of the active chain Link, hit: if its text read here puts it
%   into its player's soul, it leaves the link for the soul, the link
%   keeping its id (`attack_to_soul`), and the tokens it names enter its
%   player's arena (FAB-751).

prism_hit_text(S0, L, A, S) -->
    (   { (   hit_to_soul(A, Tokens) -> true
          ;   get_dict(hit_to_soul, L, true), Tokens = []    % FAB-752: the text it gained
          ),
          card_id(A, AId),
          Who = L.controller,
          active_link_replaced(S0, L0, L1, S1),
          link_attack(L0, A0), card_id(A0, AId0), AId0 == AId
        }
    ->  { del_dict(attack, L0, _, L1a),
          L1 = L1a.put(attack_to_soul, AId),
          player(S1, Who, P0),
          key_value(soul, P0, [], Soul0),
          append(Soul0, [A0], Soul),
          set_player(S1, P0.put(soul, Soul), S2),
          tokens_created(AId, Who, Who, Tokens, S2, S3, Created, More)   % tokens_created.pl
        },
        [ event('FAB-751', hit_to_soul, _{player:Who, attack:AId, tokens:Created}) ],
        tokens_more_made(Who, AId, More),
        librarian_shields(S3, Who, Tokens, S3a), % card_texts_singles.pl: The Librarian (FAB-980)
        judgment_hit(S3a, L, A, S4),
        rebirth_hit(S4, L, A, S5),
        ravages_hit(S5, L, A, S)                % card_texts_fai_prism.pl (FAB-762): it may leave a choice
    ;   { S = S0 }
    ).

                 /*******************************
                 *       HERALD OF JUDGMENT     *
                 *******************************/

rule('FAB-754', constraint, "Herald of Judgment: after its hit, the defending player can't play cards from their banished zone in their next action phase",
     "When Herald of Judgment hits (and goes to its player's soul, FAB-751), an effect waits for the defending player's next turn ({kind: no_play_from_banished, player, source, lasts: their_next_turn}: it stays as this turn ends, FAB-206, and ends with that turn). In that turn's action phase a play move of theirs from the banished zone (from: banished) is illegal, whatever effect would let them play it (Katsu's search, FAB-569): a restriction wins over a permission. Outside their action phase (the other player's turn, their own end phase) it forbids nothing.",
     ruling("", "Herald of Judgment: \"Prism Specialization. When this hits, put it into your hero's soul and the defending hero can't play cards from their banished zone during their next action phase. Phantasm\" CR 7.5.5 (a hit), 6.2 (a continuous effect), 1.0.2 (a restriction takes precedence over any allowance: its example is a \"can't play cards from your banished zone\" beside a \"may\"), 4.3 (the action phase), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

judgment_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_no_banished_play),
          card_id(A, AId),
          Def = L.defender,
          add_effect(S0, _{kind:"no_play_from_banished", player:Def, source:AId, lasts:"their_next_turn"}, S)
        }
    ->  [ event('FAB-754', banished_play_forbidden_next, _{player:Def, attack:AId}) ]
    ;   { S = S0 }
    ).

%!  banished_play_forbidden(+State, +Player, -Source) is semidet.
%
%   Player may not play cards from their banished zone now: it is their
%   action phase, and an effect Source made (Herald of Judgment's hit)
%   forbids it (FAB-754).

banished_play_forbidden(S, Who, Src) :-
    S.turn_player == Who,
    S.phase == "action",
    effects(S, Es),
    member(E, Es),
    get_dict(kind, E, "no_play_from_banished"),
    get_dict(player, E, W), W == Who,
    key_value(source, E, "?", Src),
    !.

broken('FAB-754', S, M, banished_play_forbidden(Who, Label)) :-
    get_dict(action, M, "play"),
    get_dict(from, M, "banished"),
    get_dict(player, M, Who),
    banished_play_forbidden(S, Who, Src),
    event_card(S, Src, Label).                  % messages.pl: its label, or its id

moot('FAB-754', _, M) :-
    \+ get_dict(from, M, "banished").

message(banished_play_forbidden(Who, Label)) -->
    [ "~w can't play cards from their banished zone during this action phase: ~w hit their hero"-[Who, Label] ].
message(event(banished_play_forbidden_next, F, _)) -->
    [ "~w can't play cards from their banished zone during their next action phase"-[F.player] ].

%!  link_attack_seen(+State, +Link, -Attack) is semidet.
%
%   The attack of Link: its card on the link, or the card that left it
%   for its player's soul as it hit (FAB-751), whose last known
%   information the link's resolution and words read (CR 7.6.2a).

link_attack_seen(_, L, A) :-
    link_attack(L, A),
    !.
link_attack_seen(S, L, A) :-
    get_dict(attack_to_soul, L, Id),
    player(S, L.controller, P),
    card_in(P, soul, Id, A).
link_attack_seen(S, L, A) :-                    % card_texts_levia_2.pl (Lunartide Plunderer, FAB-947)
    get_dict(attack_banished, L, Id),
    player(S, L.controller, P),
    card_in(P, banished, Id, A).
link_attack_seen(S, L, A) :-                    % card_texts_azalea.pl (FAB-910)
    get_dict(attack_to_deck, L, Id),
    player(S, L.controller, P),
    card_in(P, deck, Id, A).
link_attack_seen(S, L, A) :-                    % card_texts_web.pl (Mark of the Huntsman, FAB-1214)
    get_dict(attack_destroyed, L, Id),
    player(S, L.controller, P),
    card_in(P, graveyard, Id, A).

%   link_attack_id(+Link, -Id): the id of Link's attack, on the link or
%   gone to the soul (FAB-751).
link_attack_id(L, Id) :-
    (   link_attack(L, A)
    ->  card_id(A, Id)
    ;   get_dict(attack_to_soul, L, Id)
    ->  true
    ;   get_dict(attack_banished, L, Id)        % card_texts_levia_2.pl (FAB-947)
    ;   get_dict(attack_to_deck, L, Id)         % card_texts_azalea.pl (FAB-910)
    ->  true
    ;   get_dict(attack_destroyed, L, Id)       % card_texts_web.pl (FAB-1214)
    ).

message(event(hit_to_soul, F, S0)) -->
    { event_card(S0, F.attack, L) },
    [ "~w hits: it is put into ~w's hero's soul"-[L, F.player] ],
    (   { F.tokens == [] }
    ->  []
    ;   { atomic_list_concat(F.tokens, ', ', Ids) },
        [ ", and ~w creates a Spectral Shield token in their arena (~w)"-[F.player, Ids] ]
    ).

                 /*******************************
                 *       HERALD OF REBIRTH      *
                 *******************************/

rule('FAB-755', constraint, "Herald of Rebirth: its player puts up to 1 card with phantasm from their graveyard on top of their deck",
     "When Herald of Rebirth hits (and goes to its player's soul, FAB-751), its player may put a card with phantasm (a card of their graveyard whose keywords the rules read: Phantasm) on top of their deck. Where their graveyard holds such a card, or an unknown card, the position waits for their choice (the pending choice graveyard_to_top): a put move (to: top) names a known card with phantasm of their graveyard, or a decline move puts none (\"up to 1\"). A card not in their graveyard, one without phantasm, or an unknown card (the position does not show whether it has phantasm: name it in the position) cannot be put. With no such card and no unknown card in their graveyard nothing happens. Where another choice already waits as it hits, the choice is not asked and the event says so.",
     ruling("", "Herald of Rebirth: \"When this hits, put it into your hero's soul and put up to 1 card with phantasm from your graveyard on top of your deck. Phantasm\" CR 7.5.5 (a hit), 3.11.5 (the soul), 6.6 (a triggered effect), 1.12.1b (\"up to\" a number: the player chooses it, from zero to that number), 3.7 and 3.8 (the deck and the graveyard), 8.3.13 (phantasm), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The player chooses: rulecheck asks, as for Recoil's card (FAB-668).")).

%!  rebirth_candidate(+Player:dict, -Card) is nondet.
%
%   Card, of Player's graveyard, may go on top of their deck for Herald
%   of Rebirth: a known card with phantasm (FAB-755).

rebirth_candidate(P, C) :-
    key_value(graveyard, P, [], Gy),
    member(C, Gy),
    \+ unknown_card(C),
    card_keyword(C, "Phantasm", _).

rebirth_hit(S0, L, A, S) -->
    (   { text_read_name(A, Name),
          card_text_read(Name, hit_phantasm_to_top),
          card_id(A, AId),
          Who = L.controller,
          player(S0, Who, P)
        }
    ->  (   { \+ rebirth_candidate(P, _),
              \+ ( key_value(graveyard, P, [], Gy), member(C, Gy), unknown_card(C) ) }
        ->  { S = S0 },
            [ event('FAB-755', nothing_to_rebirth, _{player:Who, by:AId}) ]
        ;   { pending(S0, _) }
        ->  { S = S0 },
            [ event('FAB-755', rebirth_not_asked, _{player:Who, by:AId}) ]
        ;   { S = S0.put(pending, _{choice:"graveyard_to_top", player:Who, controller:Who, source:A}) },
            [ event('FAB-755', rebirth_waits, _{player:Who, by:AId}) ]
        )
    ;   { S = S0 }
    ).

choice_action("graveyard_to_top", "put").
choice_action("graveyard_to_top", "decline").
choice_phase("graveyard_to_top", "action").

pending_problem(_, Pd, [source], not_herald_of_rebirth) :-   % FAB-755
    Pd.choice == "graveyard_to_top",
    \+ ( get_dict(source, Pd, C), is_dict(C), get_dict(name, C, "Herald of Rebirth") ).

broken('FAB-755', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "graveyard_to_top",
    get_dict(player, M, Who),
    Who == Pd.player,
    player(S, Who, P),
    (   \+ get_dict(card, M, _)
    ->  Reason = rebirth_no_card
    ;   get_dict(card, M, Id),
        \+ card_in(P, graveyard, Id, _)
    ->  (   card_where(P, Id, Z, C)
        ->  Reason = rebirth_not_in_graveyard(C, Z)
        ;   Reason = rebirth_no_such_card(Who, Id)
        )
    ;   get_dict(card, M, Id),
        card_in(P, graveyard, Id, C),
        unknown_card(C)
    ->  Reason = rebirth_unknown_card(Id)
    ;   get_dict(card, M, Id),
        card_in(P, graveyard, Id, C),
        \+ card_keyword(C, "Phantasm", _)
    ->  Reason = rebirth_no_phantasm(C)
    ;   get_dict(to, M, To),
        To \== "top"
    ->  Reason = rebirth_not_on_top(To)
    ).

moot('FAB-755', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "graveyard_to_top" ).
moot('FAB-669', S, _) :-
    pending(S, Pd),
    Pd.choice == "graveyard_to_top".
moot('FAB-587', S, _) :-
    pending(S, Pd),
    Pd.choice == "graveyard_to_top".

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "graveyard_to_top",
      choice_answered(S0, S1),
      card_id(Pd.source, By),
      Who = M.player,
      player(S1, Who, P0),
      take_card(P0, graveyard, M.card, C, P1),
      set_player(S1, P1.put(deck, [C|P1.deck]), S)
    },
    [ event('FAB-755', reborn_on_top, _{player:Who, card:M.card, by:By}) ].
effect(decline, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "graveyard_to_top",
      choice_answered(S0, S),
      card_id(Pd.source, By)
    },
    [ event('FAB-755', nothing_reborn, _{player:M.player, by:By}) ].

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"top"}) :-
    pending(S, Pd),
    Pd.choice == "graveyard_to_top",
    Who = Pd.player,
    player(S, Who, P),
    rebirth_candidate(P, C),
    card_id(C, Id).
choice_candidate("decline", S, _{player:Who, action:"decline"}) :-
    pending(S, Pd),
    Pd.choice == "graveyard_to_top",
    Who = Pd.player.

message(event(nothing_to_rebirth, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w has no card with phantasm in their graveyard to put on top of their deck"-[By, F.player] ].
message(event(rebirth_not_asked, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits while another choice waits: rulecheck does not ask which card with phantasm ~w puts on top of their deck (its text is not applied)"-[By, F.player] ].
message(event(rebirth_waits, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w hits: ~w may put a card with phantasm from their graveyard on top of their deck (a put move, or decline)"-[By, F.player] ].
message(event(reborn_on_top, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w's hit: ~w puts ~w from their graveyard on top of their deck"-[By, F.player, C] ].
message(event(nothing_reborn, F, S0)) -->
    { event_card(S0, F.by, By) },
    [ "~w's hit: ~w puts no card from their graveyard on top of their deck"-[By, F.player] ].
message(rebirth_no_card) -->
    [ "a put move names the card it puts on top of the deck; decline puts none" ].
message(rebirth_not_in_graveyard(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w, not the graveyard: Herald of Rebirth puts a card from the graveyard on top of the deck"-[L, Z] ].
message(rebirth_no_such_card(Who, Id)) -->
    [ "~w has no card ~w in their graveyard"-[Who, Id] ].
message(rebirth_unknown_card(Id)) -->
    [ "~w is an unknown card: the position does not show whether it has phantasm; name it in the position to put it on top of the deck"-[Id] ].
message(rebirth_no_phantasm(C)) -->
    { card_label(C, L) },
    [ "~w has no phantasm: Herald of Rebirth puts a card with phantasm on top of the deck"-[L] ].
message(rebirth_not_on_top(To)) -->
    [ "Herald of Rebirth's card goes on top of the deck, not to the ~w"-[To] ].
message(not_herald_of_rebirth) -->
    [ "the graveyard_to_top choice waits for Herald of Rebirth's hit: its source is that card" ].
message(no_choice_waits("graveyard_to_top")) -->
    [ "no card waits to go from a graveyard on top of a deck: put answers Herald of Rebirth's hit" ].

choice_words("graveyard_to_top") -->
    [ "which card with phantasm of their graveyard they put on top of their deck as Herald of Rebirth hits (a put move, or decline for none)" ].
text_choice_words("graveyard_to_top", Source) -->
    [ "which card with phantasm of the graveyard goes on top of the deck for ~w (put, or decline)"-[Source] ].

                 /*******************************
                 *             PRISM            *
                 *******************************/

rule('FAB-756', constraint, "An ability whose cost banishes from the soul names the card it banishes",
     "Activating an ability whose cost banishes cards from its player's hero's soul (Prism's: a card) names them in the move (`banish`): as many as the cost asks, each a different card of that player's soul; an ability without such a cost banishes none. With no card in the soul the ability cannot be activated. Prism's instant ability costs 2 resource points too (FAB-302), once per turn (FAB-402); the cards named go face up from the soul to the banished zone as it is activated, and as it resolves a Spectral Shield token enters its player's arena.",
     ruling("", "Prism: \"Once per Turn Instant - {r}{r}, banish a card from Prism's soul: Create a Spectral Shield token.\" CR 5.2.1 (an activated ability's cost and effect), 5.1.9 (the effect-costs are paid as it is activated: the card banished is the player's choice), 3.11.5 (the soul), 8.5.2c and 8.6.8 (the Spectral Shield token), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

text_abilities("Prism",
               [_{type:"instant", limit:"once per turn", cost:2, effect:"other",
                  go_again:false, destroy_self:false, banish_soul:1}]).

%   ability_soul_banishes(+Ability, -N): the cards of the soul Ability's
%   cost banishes (FAB-756).
ability_soul_banishes(Ab, N) :-
    (   get_dict(banish_soul, Ab, N0), integer(N0) -> N = N0 ; N = 0 ).

%!  activation_banish_choice(+Player, +Ability, +Move0, -Move) is nondet.
%
%   The candidates of an activation (moves.pl): where Ability's cost
%   banishes a card of the soul, each card of Player's soul, once
%   (FAB-756); else Move0 as it is.

activation_banish_choice(P, Ab, M0, M) :-
    ability_soul_banishes(Ab, N),
    (   N =:= 0
    ->  hand_banish_choice(P, Ab, M0, M)        % card_texts_singles.pl: Uzuri's (FAB-974)
    ;   length(Bs, N),
        key_value(soul, P, [], Soul),
        sub_list(Soul, Bs),                     % moves.pl
        maplist(card_id, Bs, Ids),
        M = M0.put(banish, Ids)
    ).

broken('FAB-756', S, M, Reason) :-
    get_dict(action, M, "activate"),
    activated_ability(S, M, P, C, Ab),          % position.pl
    \+ get_dict(banish_graveyard, Ab, _),       % Kassai's: card_texts_kassai.pl (FAB-841)
    \+ get_dict(banish_hand, Ab, _),            % Uzuri's: card_texts_singles.pl (FAB-974)
    ability_soul_banishes(Ab, N),
    key_value(banish, M, [], Bs),
    length(Bs, K),
    key_value(soul, P, [], Soul),
    (   K =\= N
    ->  Reason = soul_banish_count(C, N, K, Soul)
    ;   member(Id, Bs),
        \+ card_with_id(Soul, Id, _)
    ->  Reason = soul_banish_not_in_soul(P.name, Id)
    ;   msort(Bs, Sorted), length(Sorted, L1), sort(Bs, Set), length(Set, L2), L1 =\= L2
    ->  Reason = soul_banish_twice
    ).

%!  activation_soul_banished(+Move, +Player, +SourceId, +P0, -P)// is det.
%
%   The cards Move banishes from the soul to pay its ability's cost
%   (FAB-756) go face up to the player's banished zone.

activation_soul_banished(M, Who, Id, P0, P) -->
    (   { key_value(banish, M, [], Bs), Bs \== [] }
    ->  { foldl(soul_card_banished, Bs, P0, P) },
        [ event('FAB-756', ability_cost_soul_banished, _{player:Who, card:Id, cards:Bs}) ]
    ;   { P = P0 }
    ).

soul_card_banished(BId, P0, P) :-
    take_card(P0, soul, BId, C, P1),
    add_cards(P1, banished, [C], P).

ability_reading(hero_ability_creates_token(_)).

ability_reading_resolved(hero_ability_creates_token(Token), S0, Who, Id, S) -->
    { tokens_created(Id, Who, Who, [Token], S0, S1, [TId], More) },   % tokens_created.pl
    [ event('FAB-756', ability_token_created, _{player:Who, card:Id, name:Token, token:TId}) ],
    tokens_more_made(Who, Id, More),
    librarian_shields(S1, Who, [Token], S).     % card_texts_singles.pl: The Librarian (FAB-980)

message(event(ability_cost_soul_banished, F, S0)) -->
    { event_card(S0, F.card, L), maplist(event_card(S0), F.cards, Ls), atomic_list_concat(Ls, ', ', T) },
    [ "~w banishes ~w from their hero's soul to pay the cost of ~w's ability"-[F.player, T, L] ].
message(event(ability_token_created, F, S0)) -->
    { event_card(S0, F.card, L), a_or_an(F.name, A) },
    [ "~w's ability resolves: ~w creates ~w ~w token in their arena (~w)"-[L, F.player, A, F.name, F.token] ].
message(soul_banish_count(C, N, K, Soul)) -->
    { card_label(C, L), length(Soul, InSoul) },
    [ "the cost of ~w's ability banishes ~d card(s) from the hero's soul (it holds ~d); the move names ~d"-[L, N, InSoul, K] ].
message(soul_banish_not_in_soul(Who, Id)) -->
    [ "~w is not a card of ~w's hero's soul"-[Id, Who] ].
message(soul_banish_twice) -->
    [ "the move names a card of the soul twice" ].

                 /*******************************
                 *     HALO OF ILLUMINATION     *
                 *******************************/

rule('FAB-757', constraint, "Halo of Illumination: a card of the hand goes into the hero's soul; a Light card draws a card",
     "Halo of Illumination's instant ability (1 resource point and destroying it, paid as it is activated: FAB-404) resolves into its player's choice (the pending choice hand_to_soul), unless their hand is empty (then nothing happens): a put move (to: soul) names a card of their hand, a card the position shows (an unknown card is named in the position first: whether it is a Light card decides the draw). That card goes into their hero's soul and, if it is a Light card (its talents), they draw a card (FAB-209's draw). Its Spellvoid 2 is the keyword's (FAB-526).",
     ruling("", "Halo of Illumination: \"Instant - {r}, destroy Halo of Illumination: Put a card from your hand into your hero's soul. If it's a Light card, draw a card. Spellvoid 2\" CR 5.2.1 (an activated ability's cost and effect), 3.11.5 (the soul), 8.5.29b (a card moved to the soul by an effect other than charge is not charged), 8.5.15 (put), 8.5.6 (draw), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026. The player chooses the card: rulecheck asks.")).

ability_reading(ability_hand_to_soul(_)).

ability_reading_resolved(ability_hand_to_soul(_), S0, Who, Id, S) -->
    (   { player(S0, Who, P), P.hand == [] }
    ->  { S = S0 },
        [ event('FAB-757', nothing_to_soul, _{player:Who, card:Id}) ]
    ;   { \+ game_over(S0, _), \+ pending(S0, _) }
    ->  { (   state_card(S0, Src0), card_id(Src0, Id0), Id0 == Id -> Src = Src0 ; Src = Id ),
          S = S0.put(pending, _{choice:"hand_to_soul", player:Who, controller:Who, source:Src})
        },
        [ event('FAB-757', hand_to_soul_waits, _{player:Who, card:Id}) ]
    ;   { S = S0 },
        [ event('FAB-757', hand_to_soul_not_asked, _{player:Who, card:Id}) ]
    ).

choice_action("hand_to_soul", "put").
choice_phase("hand_to_soul", "action").

pending_problem(S, Pd, [player], no_card_to_put_into_soul(P)) :-   % FAB-757
    Pd.choice == "hand_to_soul",
    get_dict(player, Pd, P),
    player(S, P, PP),
    PP.hand == [].

broken('FAB-757', S, M, Reason) :-
    get_dict(action, M, "put"),
    pending(S, Pd),
    Pd.choice == "hand_to_soul",
    get_dict(player, M, Who),
    Who == Pd.player,
    (   get_dict(card, M, Id),
        not_from_hand(S, Who, Id, soul_not_from_hand, Reason0)  % choices.pl
    ->  Reason = Reason0
    ;   get_dict(card, M, Id),
        player(S, Who, P),
        card_in(P, hand, Id, C),
        unknown_card(C)
    ->  Reason = soul_unknown_card(Id)
    ;   get_dict(to, M, To),
        To \== "soul"
    ->  Reason = not_to_soul(To)
    ).

moot('FAB-757', S, _) :-
    \+ ( pending(S, Pd), Pd.choice == "hand_to_soul" ).
moot('FAB-669', S, _) :-
    pending(S, Pd),
    Pd.choice == "hand_to_soul".
moot('FAB-587', S, _) :-
    pending(S, Pd),
    Pd.choice == "hand_to_soul".
moot('FAB-755', S, _) :-
    pending(S, Pd),
    Pd.choice == "hand_to_soul".

effect(put, S0, M, S) -->
    { pending(S0, Pd),
      Pd.choice == "hand_to_soul",
      choice_answered(S0, S1),
      (   is_dict(Pd.source) -> card_id(Pd.source, By) ; By = Pd.source ),
      Who = M.player,
      player(S1, Who, P0),
      take_card(P0, hand, M.card, C, P1),
      key_value(soul, P1, [], Soul0),
      append(Soul0, [C], Soul),
      set_player(S1, P1.put(soul, Soul), S2),
      (   light_card(C) -> Light = true ; Light = false )
    },
    [ event('FAB-757', hand_card_to_soul, _{player:Who, card:M.card, by:By, light:Light}) ],
    (   { Light == true }
    ->  draw_cards(Who, 1, By, S2, S)            % triggers.pl
    ;   { S = S2 }
    ).

%   light_card(+Card): Card has the talent Light (FAB-757).
light_card(C) :-
    card_prop(C, talents, Ts),
    is_list(Ts),
    memberchk("Light", Ts).

choice_candidate("put", S, _{player:Who, action:"put", card:Id, to:"soul"}) :-
    pending(S, Pd),
    Pd.choice == "hand_to_soul",
    Who = Pd.player,
    player(S, Who, P),
    member(C, P.hand),
    \+ unknown_card(C),
    card_id(C, Id).

message(event(nothing_to_soul, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w has no card in hand to put into their hero's soul"-[L, F.player] ].
message(event(hand_to_soul_waits, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: ~w puts a card of their choice from hand into their hero's soul (a put move, to: soul)"-[L, F.player] ].
message(event(hand_to_soul_not_asked, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves while another choice waits: rulecheck does not ask which card ~w puts into their hero's soul (its text is not applied)"-[L, F.player] ].
message(event(hand_card_to_soul, F, S0)) -->
    { event_card(S0, F.by, By), event_card(S0, F.card, C) },
    [ "~w's ability: ~w puts ~w from hand into their hero's soul"-[By, F.player, C] ],
    (   { F.light == true } -> [ "; it is a Light card, so they draw a card" ] ; [ "; it is not a Light card" ] ).
message(soul_not_from_hand(C, Z)) -->
    { card_label(C, L) },
    [ "~w is in the ~w, not the hand: Halo of Illumination puts a card from the hand into the soul"-[L, Z] ].
message(soul_unknown_card(Id)) -->
    [ "~w is an unknown card: whether it is a Light card decides the draw; name it in the position to put it into the soul"-[Id] ].
message(not_to_soul(To)) -->
    [ "Halo of Illumination's card goes into the hero's soul, not to the ~w"-[To] ].
message(no_card_to_put_into_soul(P)) -->
    [ "a card waits to go from ~w's hand into their hero's soul, and ~w has no card in hand"-[P, P] ].
message(no_choice_waits("hand_to_soul")) -->
    [ "no card waits to go from a hand into a soul: put answers Halo of Illumination's ability" ].

choice_words("hand_to_soul") -->
    [ "which card of their hand they put into their hero's soul for Halo of Illumination (a put move, to: soul)" ].
text_choice_words("hand_to_soul", Source) -->
    [ "which card of the hand goes into the hero's soul for ~w (put, to: soul)"-[Source] ].

                 /*******************************
                 *         DREAM WEAVERS        *
                 *******************************/

rule('FAB-758', effect, "Dream Weavers: the next Illusionist attack action card loses and can't gain phantasm",
     "Dream Weavers' action ability (destroying it is its cost; go again the card data's) resolves into an effect waiting for its player's next Illusionist attack action card this turn ({kind: next_attack_action_card_gains, gains: [no_phantasm], class: Illusionist, attack_action_card: true}). As that card attacks its link records phantasm_lost: phantasm (FAB-511), printed or gained, does nothing for it. A card Illusionist only by Phantasmify's effect, taken as it attacks, is an Illusionist attack action card for it too (CR 6.3.5a: the class, stage 4, makes it eligible for the ability's effect, stage 6), and Phantasmify's phantasm is not gained (a restriction wins: CR 1.0.2). Unused, it ends with the turn; a non-Illusionist attack leaves it waiting.",
     ruling("", "Dream Weavers: \"Action - Destroy Dream Weavers: The next Illusionist attack action card you play this turn loses and can't gain phantasm. Go again. Spellvoid 1\" CR 5.2.1, 5.1.2a (an effect on the next card played applies if the card matches it), 6.3.2 (stage 4: types; stage 6: abilities) and 6.3.5a (an effect that makes a card eligible for another's in a later stage), 1.0.2 (a restriction takes precedence over an allowance), 8.3.13 (phantasm), 8.5.13 (loses), Flesh and Blood Comprehensive Rules, Legend Story Studios, as published February 2026.")).

ability_reading(ability_next_illusionist_loses_phantasm).

ability_reading_resolved(ability_next_illusionist_loses_phantasm, S0, Who, Id, S) -->
    { add_effect(S0, _{kind:"next_attack_action_card_gains", player:Who, source:Id, class:"Illusionist",
                       attack_action_card:true, gains:[no_phantasm]}, S) },
    [ event('FAB-758', next_illusionist_loses_phantasm, _{player:Who, card:Id}) ].

message(event(next_illusionist_loses_phantasm, F, S0)) -->
    { event_card(S0, F.card, L) },
    [ "~w's ability resolves: the next Illusionist attack action card ~w plays this turn loses and can't gain phantasm"-[L, F.player] ].

                 /*******************************
                 *      THE MOVES' WORDS        *
                 *******************************/

%   prism_put(+State): a put move now answers a choice of this file's
%   (Herald of Rebirth's, Halo of Illumination's), whose words are its own.
prism_put(S) :-
    pending(S, Pd),
    memberchk(Pd.choice, ["graveyard_to_top", "hand_to_soul"]).

move_words("put", S, M) -->
    { pending(S, Pd),
      Pd.choice == "graveyard_to_top",
      player(S, M.player, P), id_label(P, M.card, L)
    },
    !,
    [ M.player, " puts ", L, " from their graveyard on top of their deck" ].
move_words("put", S, M) -->
    { pending(S, Pd),
      Pd.choice == "hand_to_soul",
      player(S, M.player, P), id_label(P, M.card, L)
    },
    !,
    [ M.player, " puts ", L, " from their hand into their hero's soul" ].
move_words("decline", S, M) -->
    { pending(S, Pd),
      Pd.choice == "graveyard_to_top"
    },
    !,
    [ M.player, " puts no card from their graveyard on top of their deck" ].

%   soul_banish_words(+State, +Player, +Move)//: an activation's cards
%   banished from the soul (FAB-756), named.
soul_banish_words(S, P, M) -->
    (   { key_value(banish, M, [], Bs), Bs \== [] }
    ->  { maplist(id_label(P), Bs, Ls), atomic_list_concat(Ls, ', ', T0),
          (   activated_ability(S, M, _, _, Ab), get_dict(banish_hand, Ab, _)
          ->  From = " face down from their hand",  % Uzuri's (FAB-974): a viewer who is not its player sees a card
              (   get_dict('$hand_seen_by', S, V), V \== P.name -> T = "a card" ; T = T0 )
          ;   activated_ability(S, M, _, _, Ab), get_dict(banish_graveyard, Ab, _)
          ->  From = " from their graveyard", T = T0   % Kassai's, Hood of Red Sand's (FAB-841)
          ;   From = " from their hero's soul", T = T0
          ) },
        [ " banishing ", T, From ]
    ;   []
    ).
